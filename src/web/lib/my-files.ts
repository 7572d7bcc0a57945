import { listFiles } from "@shared/api/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "./api-client";

/** The signed-in person's uploaded documents: the account page manages them, a message can carry one. */
function getFiles() {
  return request(listFiles);
}

export const filesQuery = queryOptions({ queryKey: queryKey(listFiles), queryFn: getFiles });

export function useFiles() {
  return useQuery(filesQuery);
}
