import { fileDownloadPath } from "@shared/api/account";
import { FILE_KIND_LABELS, type FileKind, UPLOAD_ACCEPT, type UserFile } from "@shared/schemas/account";
import { Download, FileText, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useDeleteFile } from "../api/delete-file";
import { useUploadFile } from "../api/upload-file";
import { fileProblem, formatBytes } from "../lib/file-checks";

/** One document: what is stored, and Upload/Replace, Download, Remove. */
export function DocumentRow({ kind, file }: { kind: FileKind; file: UserFile | undefined }) {
  const label = FILE_KIND_LABELS[kind];
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const remove = useDeleteFile();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = "";
    if (!picked) return;
    const local = fileProblem(picked);
    setProblem(local);
    if (local) return;
    upload.mutate(
      { kind, file: picked },
      {
        onSuccess: (saved) => toast({ title: `${label} uploaded`, description: saved.fileName }),
        onError: (error) => setProblem(errorMessage(error, "The upload failed. Please try again.")),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <FileText className="hidden size-8 shrink-0 text-muted sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 className="font-medium text-fg">{label}</h3>
        {file ? (
          <p className="truncate text-sm text-muted">
            {file.fileName} · {formatBytes(file.size)} · uploaded{" "}
            {new Date(file.uploadedAt).toLocaleDateString()}
          </p>
        ) : (
          <p className="text-sm text-muted">Not uploaded yet · PDF, DOCX or TXT, up to 5 MB</p>
        )}
        {problem ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onPick}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          <Upload className="size-4" aria-hidden="true" />
          {upload.isPending ? "Uploading..." : file ? `Replace ${label}` : `Upload ${label}`}
        </Button>
        {file ? (
          <>
            <a href={fileDownloadPath(kind)} download={file.fileName} className={buttonClass("ghost", "sm")}>
              <Download className="size-4" aria-hidden="true" />
              Download<span className="sr-only"> {label}</span>
            </a>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove<span className="sr-only"> {label}</span>
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove your ${label.toLowerCase()}?`}
        description={`${file?.fileName ?? "The file"} will be deleted. You can upload a new one at any time.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(kind, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: `${label} removed` });
            },
            onError: (error) => {
              setConfirming(false);
              toast({
                title: `Could not remove the ${label.toLowerCase()}`,
                description: errorMessage(error, "Please try again."),
                variant: "destructive",
              });
            },
          })
        }
      />
    </li>
  );
}
