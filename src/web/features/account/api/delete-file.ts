import type { FileKind } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { filesQuery } from "./get-files";

export function deleteFile(kind: FileKind): Promise<void> {
  return api<void>(`/api/account/files/${kind}`, { method: "DELETE" });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_nothing, kind) => {
      client.setQueryData(filesQuery.queryKey, (files = []) => files.filter((f) => f.kind !== kind));
    },
  });
}
