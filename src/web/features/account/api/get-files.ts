import type { UserFile } from "@shared/schemas/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getFiles(): Promise<UserFile[]> {
  return api<UserFile[]>("/api/account/files");
}

export const filesQuery = queryOptions({ queryKey: ["/api/account/files"], queryFn: getFiles });

export function useFiles() {
  return useQuery(filesQuery);
}

/** Where the browser downloads the file from (the server answers it as an attachment). */
export function fileDownloadUrl(kind: UserFile["kind"]): string {
  return `/api/account/files/${kind}`;
}
