import { PageHeader } from "../../components/ui/page-header";
import { SavedJobsList } from "../../features/jobs/components/saved-jobs-list";

export default function SavedPage() {
  return (
    <>
      <PageHeader title="Your Saved Jobs" subtitle="Jobs you bookmarked, newest first." />
      <SavedJobsList />
    </>
  );
}
