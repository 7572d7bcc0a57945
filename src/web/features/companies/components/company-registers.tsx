import type { CompanyDetail } from "@shared/schemas/companies";
import { RegisterLines } from "../../../components/register-lines";
import { Card } from "../../../components/ui/card";

/**
 * The government registers of sponsoring employers that list the company, as published (with
 * approvals by fiscal year where the register counts them); or that none does.
 */
export function CompanyRegisters({ company }: { company: Pick<CompanyDetail, "name" | "sponsorRecord"> }) {
  return (
    <Card className="my-6">
      <section aria-labelledby="company-registers-heading">
        <h2 id="company-registers-heading" className="text-lg font-semibold text-fg">
          Government sponsor registers
        </h2>
        <div className="mt-2">
          {company.sponsorRecord.length > 0 ? (
            <RegisterLines record={company.sponsorRecord} />
          ) : (
            <p className="text-fg">
              {company.name} is not on any government sponsor register Borderless reads (the UK register of
              licensed sponsors and USCIS's H-1B data), for the countries it posts jobs in.
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}
