import type { TwoFactorSetup as Setup } from "@shared/schemas/account-security";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useTwoFactor } from "../api/get-two-factor";
import { SectionCard } from "./section-card";
import { TwoFactorOffButton } from "./two-factor-off-button";
import { TwoFactorPasswordStep } from "./two-factor-password-step";
import { TwoFactorSetup } from "./two-factor-setup";

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium text-fg">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if you
        lose your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 font-mono text-sm sm:max-w-2xl sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-2 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={onDone}>
        I have saved my codes
      </Button>
    </div>
  );
}

/** Optional second step at sign-in: a code from an authenticator app. */
export function TwoFactorCard() {
  const status = useTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  function body() {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (setup) {
      return (
        <TwoFactorSetup
          setup={setup}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    }
    if (confirming) {
      return (
        <TwoFactorPasswordStep
          onStarted={(started) => {
            setConfirming(false);
            setSetup(started);
          }}
          onCancel={() => setConfirming(false)}
        />
      );
    }
    if (status.isPending) return <Skeleton className="h-11 w-48" />;
    if (status.isError) {
      return (
        <LoadError compact error={status.error} onRetry={() => void status.refetch()} what="this setting" />
      );
    }
    if (status.data.enabled) {
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg">
            <Badge tone="success" className="mr-2">
              On
            </Badge>
            Signing in asks for a code from your app. {status.data.recoveryCodesLeft} recovery codes left.
          </p>
          <TwoFactorOffButton />
        </div>
      );
    }
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg">
          <Badge className="mr-2">Off</Badge>
          Signing in needs only your password.
        </p>
        <Button onClick={() => setConfirming(true)}>Set up an authenticator app</Button>
      </div>
    );
  }

  return (
    <SectionCard
      title="Two-factor sign-in"
      description="After your password, ask for a code from an authenticator app on your phone."
    >
      {body()}
    </SectionCard>
  );
}
