import { FILE_KINDS } from "@shared/schemas/account";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useFiles } from "../api/get-files";
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
        <div className="flex flex-col gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your documents...
          </p>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : files.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-fg">
          {errorMessage(files.error, "Could not load your documents.")}
          <Button variant="secondary" size="sm" onClick={() => files.refetch()}>
            Try again
          </Button>
        </div>
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
