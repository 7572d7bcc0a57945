import type { Referrer } from "@shared/schemas/referrals";
import { Pencil, Trash2 } from "lucide-react";
import { CompanyLogo } from "../../../components/company-logo";
import { DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useUpdateReferrer } from "../api/update-referrer";

export function OfferingCard({
  offering,
  onEdit,
  onDelete,
}: {
  offering: Referrer;
  onEdit: (offering: Referrer) => void;
  onDelete: (offering: Referrer) => void;
}) {
  const update = useUpdateReferrer();
  const years = offering.experience;
  const name = offering.company.name;
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-3">
        <CompanyLogo name={name} logo={offering.company.logo} />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-fg">
            <PrefetchLink href={`/companies/${offering.company.id}`} className="hover:underline">
              {name}
            </PrefetchLink>
            {offering.isDemo ? <DemoBadge detail="referral offer, fictional" /> : null}
          </h2>
          <p className="text-sm text-muted">
            {years} {years === 1 ? "year" : "years"} of experience ·{" "}
            {offering.currentEmployee ? "Current Employee" : "Former Employee"}
          </p>
        </div>
        <Badge tone={offering.available ? "success" : "neutral"}>
          {offering.available ? "Active" : "Inactive"}
        </Badge>
      </div>
      <p className="flex-1 text-sm text-fg">{offering.description}</p>
      <Switch
        label={`Active at ${name}`}
        description={offering.available ? "Shown on the marketplace" : "Hidden from the marketplace"}
        checked={offering.available}
        disabled={update.isPending}
        onCheckedChange={(available) =>
          update.mutate(
            { id: offering.id, patch: { available } },
            {
              onSuccess: () =>
                toast({
                  title: available ? "Referral activated" : "Referral deactivated",
                  description: available
                    ? `Your offer at ${name} is on the marketplace.`
                    : `Your offer at ${name} is hidden from the marketplace.`,
                }),
              onError: (error) =>
                toast({
                  title: "Could not update the referral",
                  description: errorMessage(error, "Please try again."),
                  variant: "destructive",
                }),
            },
          )
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(offering)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Referral<span className="sr-only"> at {name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(offering)} className="text-danger">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete<span className="sr-only"> referral at {name}</span>
        </Button>
      </div>
    </Card>
  );
}
