/**
 * Who is signed in: every page asks as it starts, before the answer's schema (and Zod) has loaded,
 * so the address lives here, apart from the definition (getMe in auth.ts) that adds the schema.
 */
export const SESSION_ROUTE = { method: "GET", path: "/api/auth/me" } as const;
