import type { FileKind, UserFile } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { filesQuery } from "./get-files";

export function uploadFile(kind: FileKind, file: File): Promise<UserFile> {
  const body = new FormData();
  body.append("file", file, file.name);
  return api<UserFile>(`/api/account/files/${kind}`, { method: "POST", body });
}

/** Uploads (or replaces) the resume or the cover-letter template. */
export function useUploadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: FileKind; file: File }) => uploadFile(kind, file),
    onSuccess: (saved) => {
      client.setQueryData(filesQuery.queryKey, (files = []) => [
        ...files.filter((f) => f.kind !== saved.kind),
        saved,
      ]);
    },
  });
}
