import type { Referrer } from "@shared/schemas/referrals";
import { HandHeart, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateReferrer } from "../api/create-referrer";
import { useDeleteReferrer } from "../api/delete-referrer";
import { useMyReferrers } from "../api/get-my-referrers";
import { useUpdateReferrer } from "../api/update-referrer";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { OfferingCard } from "./offering-card";
import { OfferingForm } from "./offering-form";

/** Referrals I'm Offering: my offers with create, edit, activate and delete, all persisted. */
export function MyOfferings({ userId }: { userId: number }) {
  const offerings = useMyReferrers(userId);
  const create = useCreateReferrer();
  const update = useUpdateReferrer();
  const remove = useDeleteReferrer();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Referrer | null>(null);
  const [deleting, setDeleting] = useState<Referrer | null>(null);

  function openCreate() {
    create.reset();
    setCreating(true);
  }

  const offerButton = (
    <Button onClick={openCreate}>
      <Plus className="size-4" aria-hidden="true" />
      Offer New Referral
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">Help people get referred at the companies you know.</p>
        {offerButton}
      </div>
      {offerings.isPending ? (
        <CardGridSkeleton label="Loading your referral offers..." />
      ) : offerings.isError ? (
        <LoadError error={offerings.error} onRetry={() => offerings.refetch()} what="your referral offers" />
      ) : offerings.data.length === 0 ? (
        <EmptyState
          icon={<HandHeart className="size-8" aria-hidden="true" />}
          title="You're not offering any referrals yet"
          description="Offer a referral at a company you work or worked at, and people looking for a role there can contact you."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {offerings.data.map((offering) => (
            <li key={offering.id}>
              <OfferingCard
                offering={offering}
                onEdit={(o) => {
                  update.reset();
                  setEditing(o);
                }}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog open={creating} onOpenChange={setCreating} title="Offer New Referral">
        <OfferingForm
          pending={create.isPending}
          error={create.error}
          submitLabel="Offer Referral"
          onCancel={() => setCreating(false)}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (created) => {
                setCreating(false);
                toast({
                  title: "Referral offered",
                  description: `Your offer at ${created.company.name} is saved.`,
                });
              },
            })
          }
        />
      </Dialog>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Referral"
      >
        {editing ? (
          <OfferingForm
            key={editing.id}
            offering={editing}
            pending={update.isPending}
            error={update.error}
            submitLabel="Save Changes"
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              update.mutate(
                { id: editing.id, patch: values },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    toast({
                      title: "Referral updated",
                      description: `Your offer at ${saved.company.name} is saved.`,
                    });
                  },
                },
              )
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this referral offer?"
        description={
          deleting
            ? `Your offer at ${deleting.company.name} will be removed from the marketplace. Conversations you already have stay in My Messages.`
            : ""
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.company.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: "Referral deleted", description: `Your offer at ${name} was removed.` });
            },
            onError: (error) =>
              toast({
                title: "Could not delete the referral",
                description: errorMessage(error, "Please try again."),
                variant: "destructive",
              }),
          });
        }}
      />
    </div>
  );
}
