import { PageHeader } from "../../components/ui/page-header";
import { AddJobButton } from "../../features/applications/components/add-job";
import { ApplicationsList } from "../../features/applications/components/applications-list";

export default function ApplicationsPage() {
  return (
    <>
      <PageHeader
        title="Applications"
        subtitle="The jobs you applied to: where each stands, and your private notes."
      />
      <div className="mb-4 flex justify-end">
        <AddJobButton />
      </div>
      <ApplicationsList />
    </>
  );
}
