import { FILE_KINDS } from "@shared/schemas/account";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { useFiles } from "../../../lib/my-files";
import { DocumentRow } from "./document-row";
import { SectionCard } from "./section-card";

/** Resume and cover-letter template: upload, download, replace, remove. */
export function DocumentsCard() {
  const files = useFiles();
  return (
    <SectionCard
      title="Resume and Cover Letter Template"
      description="Keep them here to send with applications. Only you can see them."
    >
      {files.isPending ? (
        <LoadingSkeleton label="Loading your documents..." className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </LoadingSkeleton>
      ) : files.isError ? (
        <LoadError error={files.error} onRetry={() => files.refetch()} what="your documents" compact />
      ) : (
        <ul className="flex flex-col gap-3">
          {FILE_KINDS.map((kind) => (
            <DocumentRow key={kind} kind={kind} file={files.data.find((f) => f.kind === kind)} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
