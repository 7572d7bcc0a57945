import { login as loginEndpoint, loginSecondFactor as loginSecondFactorEndpoint } from "@shared/api/auth";
import type { LoginAnswer, LoginSecondFactorInput } from "@shared/schemas/account-security";
import type { LoginInput, Me } from "@shared/schemas/auth";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function login(input: LoginInput): Promise<LoginAnswer> {
  return request(loginEndpoint, { body: input });
}

export function loginSecondFactor(input: LoginSecondFactorInput): Promise<Me> {
  return request(loginSecondFactorEndpoint, { body: input });
}

/** The session query holds the person at once and every other query reloads for them. */
function signedIn(client: QueryClient, me: Me): void {
  client.setQueryData(sessionQuery.queryKey, me);
  void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
}

/** Signs in, or answers the challenge when the account asks for an authenticator code too. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!("twoFactorRequired" in answer)) signedIn(client, answer);
    },
  });
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function useLoginSecondFactor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: loginSecondFactor, onSuccess: (me) => signedIn(client, me) });
}
