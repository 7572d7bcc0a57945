import { NEXT_STATUSES } from "@shared/domain/referral-status";
import type { ReferralRequest, ReferralStatus as Status } from "@shared/schemas/referrals";
import { Link } from "wouter";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useConfirmReferral } from "../api/confirm-referral";
import { useReferralRequests } from "../api/get-referral-requests";
import { type Decision, useUpdateReferralRequest } from "../api/update-referral-request";

const TONES: Record<Status, BadgeTone> = {
  Pending: "warning",
  Accepted: "primary",
  Declined: "danger",
  Referred: "success",
};

/** The referral requests this conversation carries; the referrer moves each along, the seeker confirms. */
export function ReferralStatus({ otherId, myId }: { otherId: number | null; myId: number }) {
  const requests = useReferralRequests(otherId);
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <ul aria-label="Referral requests" className="flex flex-col gap-2 border-b border-border px-4 py-2">
      {requests.data.map((r) => (
        <RequestRow key={r.id} request={r} isReferrer={r.referrerId === myId} />
      ))}
    </ul>
  );
}

function RequestRow({ request, isReferrer }: { request: ReferralRequest; isReferrer: boolean }) {
  const next = NEXT_STATUSES[request.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-fg">
        Referral at <span className="font-medium">{request.companyName}</span>
        {request.job ? (
          <>
            {" for "}
            {request.job.id === null ? (
              <span className="font-medium">{request.job.title}</span>
            ) : (
              <Link href={`/jobs/${request.job.id}`} className="font-medium text-primary underline">
                {request.job.title}
              </Link>
            )}
          </>
        ) : null}
        : <Badge tone={TONES[request.status]}>{request.status}</Badge>
      </span>
      {isReferrer && next.length > 0 ? <StatusSelect request={request} next={next as Decision[]} /> : null}
      {request.status === "Referred" ? <Confirmation request={request} isReferrer={isReferrer} /> : null}
    </li>
  );
}

/** Only the statuses the request can move to are offered. */
function StatusSelect({ request, next }: { request: ReferralRequest; next: Decision[] }) {
  const update = useUpdateReferralRequest();
  const selectId = `referral-status-${request.id}`;
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-muted">
        Update status
      </label>
      <Select
        id={selectId}
        value={request.status}
        disabled={update.isPending}
        className="w-auto min-h-10 py-1"
        onChange={(event) =>
          update.mutate(
            { id: request.id, status: event.target.value as Decision },
            {
              onSuccess: (updated) =>
                toast({ title: "Status updated", description: `The request is now ${updated.status}.` }),
              onError: (error) =>
                toast({
                  title: "Could not update the status",
                  description: errorMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            },
          )
        }
      >
        <option value={request.status} disabled>
          {request.status}
        </option>
        {next.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Select>
    </span>
  );
}

/** A referral counts for the referrer's success rate once the seeker confirms it happened. */
function Confirmation({ request, isReferrer }: { request: ReferralRequest; isReferrer: boolean }) {
  const confirm = useConfirmReferral();
  if (request.seekerConfirmedAt) {
    return (
      <span className="text-muted">
        {isReferrer ? "Confirmed by the seeker" : "You confirmed this referral"}
      </span>
    );
  }
  if (isReferrer) return <span className="text-muted">Waiting for the seeker's confirmation</span>;
  return (
    <Button
      size="sm"
      disabled={confirm.isPending}
      onClick={() =>
        confirm.mutate(request.id, {
          onSuccess: () =>
            toast({ title: "Referral confirmed", description: "Thank you for confirming the referral." }),
          onError: (error) =>
            toast({
              title: "Could not confirm the referral",
              description: errorMessage(error, "Please try again."),
              variant: "destructive",
            }),
        })
      }
    >
      Confirm I was referred
    </Button>
  );
}
