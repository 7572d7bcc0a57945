import type { VisaRoute } from "@shared/schemas/sponsors";
import { ExternalLink } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useVisaRoutes } from "../api/get-visa-routes";

function floorText(route: VisaRoute): string {
  if (route.threshold === null) return "Salary floor: not verified yet — see the official page.";
  const { amount, currency, period } = route.threshold;
  const money = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
  return `Salary floor: ${money} a ${period}${route.lowerThreshold ? `; ${route.lowerThreshold}` : ""}.`;
}

function RouteItem({ route }: { route: VisaRoute }) {
  return (
    <li className="flex flex-col gap-0.5">
      <span className="font-medium text-fg">{route.name}</span>
      <span className="text-sm text-muted">{route.forWhom}</span>
      <span className="text-sm text-fg">{floorText(route)}</span>
      {route.fees ? <span className="text-sm text-fg">Fees: {route.fees}</span> : null}
      {route.processingTime ? (
        <span className="text-sm text-fg">Processing: {route.processingTime}</span>
      ) : null}
      <a
        href={route.officialUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-6 items-center gap-1 self-start text-sm font-medium text-primary underline underline-offset-2"
      >
        Official page
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">for the {route.name} (opens in a new tab)</span>
      </a>
      {route.verifiedOn ? (
        <span className="text-xs text-muted">Checked against the official page of {route.verifiedOn}.</span>
      ) : null}
    </li>
  );
}

/** A country's main work-visa routes for a skilled employee, their floors and official pages. */
export function WorkVisas({
  code,
  countryName,
  headingLevel = 2,
}: {
  code: string;
  countryName: string;
  headingLevel?: 2 | 3;
}) {
  const routes = useVisaRoutes(code);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `work-visas-${code}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <Heading id={id} className="text-lg font-semibold text-fg">
          Work visas{headingLevel === 3 ? ` in ${countryName}` : ""}
        </Heading>
        {routes.isPending ? (
          <Skeleton className="mt-3 h-16 w-full" />
        ) : routes.isError ? (
          <p className="mt-2 text-fg">{errorMessage(routes.error, "The work visas could not be loaded.")}</p>
        ) : routes.data.routes.length === 0 ? (
          <p className="mt-2 text-fg">{routes.data.note}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {routes.data.routes.map((route) => (
              <RouteItem key={route.id} route={route} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
