import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { operationIdFor, typedNullables } from "./docs";

/** The session cookie's security scheme, by its name in the document. */
const SESSION_SCHEME = "session";

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let text: string;
let doc: Document;
const operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = res.json() as Document;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.push({ method, path, operation });
  }
});
afterAll(async () => {
  await t.close();
});

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: text, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
    expect(errors).toEqual([]);
  });

  it("names every operation once, and says who may call it and how it fails", () => {
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers?.length).toBe(1);
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toMatchObject({ type: "apiKey", in: "cookie" });
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.security, where).toBeDefined();
      const statuses = Object.keys(operation.responses);
      expect(statuses, where).toContain("400");
      if (operation.security?.length) expect(statuses, where).toContain("401");
      if (path.includes("{")) expect(statuses, where).toContain("404");
      expect(
        statuses.some((s) => s.startsWith("4")),
        where,
      ).toBe(true);
    }
    const job = doc.paths["/api/jobs/{id}"]?.get;
    // The id the endpoint's definition gives it (src/shared/api/jobs.ts).
    expect(job?.operationId).toBe("getJob");
    expect(job?.security).toEqual([]);
    expect(job?.responses["404"]?.content?.["application/json"]?.schema?.$ref).toBe(
      "#/components/schemas/ErrorBody",
    );
    expect(doc.paths["/api/saved-jobs"]?.get?.security).toEqual([{ [SESSION_SCHEME]: [] }]);
  });

  it("asks for the session exactly where the server answers a visitor 401", async () => {
    const mismatches: string[] = [];
    for (const { method, path, operation } of operations) {
      if (method === "get" && path === "/api/messages/stream") continue; // checked below: it streams
      const res = await t.app.inject({
        method: method.toUpperCase() as "GET",
        url: path.replace(/\{[^}]+\}/g, "1"),
        ...(method === "get" || method === "delete" ? {} : { payload: {} }),
      });
      const needsSession = (operation.security ?? []).length > 0;
      if ((res.statusCode === 401) !== needsSession) {
        mismatches.push(`${method.toUpperCase()} ${path}: ${res.statusCode}, document says ${needsSession}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(doc.paths["/api/messages/stream"]?.get?.security).toEqual([{ [SESSION_SCHEME]: [] }]);
  });

  it("generates TypeScript types for a client that compile", async () => {
    const types = astToString(await openapiTS(text, { silent: true }));
    const dir = await mkdtemp(join(tmpdir(), "borderless-openapi-"));
    try {
      const file = join(dir, "api.ts");
      // The generated types, and a client's use of them.
      await writeFile(
        file,
        `${types}
type Job = paths["/api/jobs/{id}"]["get"]["responses"][200]["content"]["application/json"];
export const jobTitle = (job: Job): string => job.title;
export const error: components["schemas"]["ErrorBody"] = { code: "not_found", message: "Not found" };
export type SignIn = operations["login"]["requestBody"];
`,
      );
      const program = ts.createProgram([file], {
        noEmit: true,
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("operation ids", () => {
  it("come from the method and the path, without the /api prefix", () => {
    expect(operationIdFor("GET", "/api/jobs")).toBe("getJobs");
    expect(operationIdFor("PUT", "/api/jobs/:id/save")).toBe("putJobsByIdSave");
    expect(operationIdFor("DELETE", "/api/blocks/:userId")).toBe("deleteBlocksByUserId");
    expect(operationIdFor("POST", "/api/auth/password-reset/confirm")).toBe("postAuthPasswordResetConfirm");
    expect(operationIdFor("GET", "/api")).toBe("get");
  });
});

describe("nullable schemas", () => {
  it("put `nullable` beside a type, as OpenAPI 3.0 reads it", () => {
    expect(typedNullables({ nullable: true, anyOf: [{ type: "string" }, { type: "number" }] })).toEqual({
      anyOf: [
        { type: "string", nullable: true },
        { type: "number", nullable: true },
      ],
    });
    expect(typedNullables({ nullable: true, oneOf: [{ $ref: "#/x" }] })).toEqual({
      oneOf: [{ $ref: "#/x" }, { type: "string", nullable: true, enum: [null] }],
    });
    expect(typedNullables({ properties: { a: { nullable: true } } })).toEqual({ properties: { a: {} } });
    expect(typedNullables({ type: "string", nullable: true })).toEqual({ type: "string", nullable: true });
  });
});
