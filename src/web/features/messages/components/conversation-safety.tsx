import { REPORT_REASON_MAX } from "@shared/schemas/messages";
import { Ban, Flag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useBlockUser } from "../api/block-user";
import { useReportConversation } from "../api/report-conversation";
import { useUnblockUser } from "../api/unblock-user";

interface PersonProps {
  otherId: number;
  otherName: string;
}

function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });
}

/** Block (asked first) and Report, in the conversation's header. */
export function ConversationActions({ otherId, otherName, blocked }: PersonProps & { blocked: boolean }) {
  const [asking, setAsking] = useState<"block" | "report" | null>(null);
  const block = useBlockUser();
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1">
      {blocked ? null : (
        <Button variant="ghost" size="sm" onClick={() => setAsking("block")}>
          <Ban className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Block</span>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setAsking("report")}>
        <Flag className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Report</span>
      </Button>
      <ConfirmDialog
        open={asking === "block"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Block ${otherName}?`}
        description={`${otherName} will no longer be able to message you or ask you for a referral. You can unblock them here at any time.`}
        confirmLabel="Block"
        pending={block.isPending}
        onConfirm={() =>
          block.mutate(otherId, {
            onSuccess: () => {
              setAsking(null);
              toast({ title: "Blocked", description: `${otherName} can no longer contact you.` });
            },
            onError: failed("Could not block"),
          })
        }
      />
      <ReportDialog
        open={asking === "report"}
        onOpenChange={(open) => !open && setAsking(null)}
        otherId={otherId}
        otherName={otherName}
      />
    </div>
  );
}

function ReportDialog({
  open,
  onOpenChange,
  otherId,
  otherName,
}: PersonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState("");
  const report = useReportConversation();
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    report.mutate(
      { userId: otherId, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: (result) => {
          setReason("");
          onOpenChange(false);
          toast({ title: "Report sent", description: result.message });
        },
        onError: failed("Could not send the report"),
      },
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this conversation?"
      description={`Our moderators will review your conversation with ${otherName}.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Reason (optional)" hint="Say what happened, if you like.">
          <Textarea
            rows={3}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={report.isPending}>
            {report.isPending ? "Sending..." : "Report"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Says the person is blocked, with the way to undo it. */
export function BlockedNotice({ otherId, otherName }: PersonProps) {
  const unblock = useUnblockUser();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface-2 px-4 py-2 text-sm text-fg"
    >
      <span>You blocked {otherName}. They can't message you or ask you for a referral.</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(otherId, {
            onSuccess: () =>
              toast({ title: "Unblocked", description: `${otherName} can contact you again.` }),
            onError: failed("Could not unblock"),
          })
        }
      >
        Unblock {otherName}
      </Button>
    </div>
  );
}
