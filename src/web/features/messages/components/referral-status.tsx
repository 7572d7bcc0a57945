import {
  REFERRER_DECISIONS,
  type ReferralRequest,
  type ReferralStatus as Status,
} from "@shared/schemas/referrals";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useReferralRequests } from "../api/get-referral-requests";
import { type Decision, useUpdateReferralRequest } from "../api/update-referral-request";

const TONES: Record<Status, BadgeTone> = {
  Pending: "warning",
  Accepted: "primary",
  Declined: "danger",
  Referred: "success",
};

/** The referral requests this conversation carries; the referrer can decide each one. */
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
  const update = useUpdateReferralRequest();
  const selectId = `referral-status-${request.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-fg">
        Referral at <span className="font-medium">{request.companyName}</span>:{" "}
        <Badge tone={TONES[request.status]}>{request.status}</Badge>
      </span>
      {isReferrer ? (
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
            <option value="Pending" disabled>
              Pending
            </option>
            {REFERRER_DECISIONS.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </span>
      ) : null}
    </li>
  );
}
