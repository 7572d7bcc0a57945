import type { LoginInput, Me } from "@shared/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function login(input: LoginInput): Promise<Me> {
  return api<Me>("/api/auth/login", { method: "POST", body: input });
}

/** Signs in; the session query holds the person at once and every other query reloads for them. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      client.setQueryData(sessionQuery.queryKey, me);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
    },
  });
}
