import type { MethodologyCities as Cities } from "@shared/schemas/methodology";
import { Card } from "../../../components/ui/card";

/** Where the cities come from: GeoNames, credited under its licence. */
export function MethodologyCities({ cities }: { cities: Cities | undefined }) {
  if (!cities) return null;
  return (
    <Card>
      <section aria-labelledby="cities-heading" id="cities">
        <h2 id="cities-heading" className="text-xl font-semibold text-fg">
          Cities
        </h2>
        <p className="mt-2 text-fg">
          The {cities.cities.toLocaleString("en-US")} cities a job can be placed in and searched by, with
          their region, population, coordinates and time zone, come from{" "}
          <a href={cities.url} className="font-medium text-primary underline underline-offset-2">
            {cities.publisher}
          </a>
          : {cities.title}, as of {cities.asOf}; {cities.licence}. A city has no figures of its own: where the
          app shows a city's figures, they are its country's, and it says so.
        </p>
        <p className="mt-1 text-sm text-muted">Read at: {cities.readAt}</p>
      </section>
    </Card>
  );
}
