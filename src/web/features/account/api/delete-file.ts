import { deleteFile as deleteFileEndpoint } from "@shared/api/account";
import type { FileKind } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { filesQuery } from "../../../lib/my-files";

export async function deleteFile(kind: FileKind): Promise<void> {
  await request(deleteFileEndpoint, { params: { kind } });
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
