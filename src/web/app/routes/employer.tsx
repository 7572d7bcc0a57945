import { useEffect, useId } from "react";
import { useLocation } from "wouter";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { CompanyList } from "../../features/employer/components/company-list";
import { CreateCompanyForm } from "../../features/employer/components/create-company-form";

export default function EmployerPage() {
  const [, navigate] = useLocation();
  const listHeading = useId();
  const createHeading = useId();
  useEffect(() => {
    document.title = "Your companies · Borderless";
  }, []);

  return (
    <>
      <PageHeader
        title="Your companies"
        subtitle="Company pages you manage: post their jobs, and edit or close them."
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby={listHeading}>
          <h2 id={listHeading} className="sr-only">
            Company pages you manage
          </h2>
          <CompanyList />
        </section>
        <Card>
          <section aria-labelledby={createHeading}>
            <h2 id={createHeading} className="text-lg font-semibold text-fg">
              Create a company page
            </h2>
            <p className="mt-1 text-sm text-muted">
              One page per company. You become its manager and can post its jobs.
            </p>
            <div className="mt-4">
              <CreateCompanyForm onCreated={(id) => navigate(`/employer/companies/${id}`)} />
            </div>
          </section>
        </Card>
      </div>
    </>
  );
}
