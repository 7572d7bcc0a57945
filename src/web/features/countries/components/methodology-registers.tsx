import type { MethodologyRegister } from "@shared/schemas/methodology";
import { Card } from "../../../components/ui/card";

/** The government sponsor registers behind "registered sponsor": publisher, snapshot, licence, where read. */
export function MethodologyRegisters({ registers }: { registers: readonly MethodologyRegister[] }) {
  return (
    <Card>
      <section aria-labelledby="registers-heading" id="registers">
        <h2 id="registers-heading" className="text-xl font-semibold text-fg">
          Sponsor registers
        </h2>
        <p className="mt-2 text-fg">
          A job shows "Registered sponsor" when a government register of the job's country lists its employer
          under the same name, once case, punctuation and legal forms such as Ltd or Inc are set aside, or one
          word such as "UK" or "Group" apart. The register's own words (route, rating, approvals) are quoted
          as published, with the date of the snapshot.
        </p>
        {registers.length === 0 ? (
          <p className="mt-3 text-fg">No register is loaded yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {registers.map((r) => (
              <li key={r.id} className="text-fg">
                <a href={r.url} className="font-medium text-primary underline underline-offset-2">
                  {r.title}
                </a>{" "}
                — {r.publisher}; {r.employers.toLocaleString("en-US")} employers, as of {r.asOf}; {r.licence}.
                <span className="block text-sm text-muted">Read at: {r.readAt}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
