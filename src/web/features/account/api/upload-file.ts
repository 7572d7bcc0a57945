import { uploadFile as uploadFileEndpoint } from "@shared/api/account";
import type { FileKind } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { filesQuery } from "../../../lib/my-files";

export function uploadFile(kind: FileKind, file: File) {
  const formData = new FormData();
  formData.append("file", file, file.name);
  return request(uploadFileEndpoint, { params: { kind } }, { formData });
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
