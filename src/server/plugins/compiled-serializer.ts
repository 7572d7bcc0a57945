import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * zod's JSON Schema spells a nullable field `anyOf: [X, {type: "null"}]`, which fast-json-stringify
 * can only serve by validating each branch; `nullable: true` on X says the same and compiles to a
 * null check.
 */
function withNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullables);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullables(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const others = anyOf.filter((branch) => (branch as JsonSchema).type !== "null");
    if (others.length === 1) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...(others[0] as JsonSchema), nullable: true };
    }
  }
  return out;
}

/** The answer's JSON Schema as fast-json-stringify reads it, or undefined where zod cannot say it. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return withNullables(z.toJSONSchema(schema, { io: "output", target: "draft-7" })) as JsonSchema;
  } catch {
    return undefined;
  }
}

type Stringify = (data: unknown) => string;

/**
 * One stringifier per branch of a top-level union whose branches are told apart by their JSON
 * type alone (a bare list or a page object, as GET /api/jobs answers): no branch is validated.
 */
function compile(schema: z.ZodType): Stringify | undefined {
  if (schema instanceof z.ZodUnion) {
    const branches = (schema.options as z.ZodType[]).map((option) => {
      const json = jsonSchemaOf(option);
      return json && { type: json.type, stringify: fastJson(json) as Stringify };
    });
    const types = branches.map((branch) => branch?.type);
    if (branches.every(Boolean) && new Set(types).size === types.length && !types.includes(undefined)) {
      return (data) => {
        const type = Array.isArray(data) ? "array" : data === null ? "null" : typeof data;
        const branch = branches.find((b) => b?.type === type) ?? branches[0];
        return (branch as { stringify: Stringify }).stringify(data);
      };
    }
  }
  const json = jsonSchemaOf(schema);
  return json && (fastJson(json) as Stringify);
}

/**
 * Response serialisation compiled once per route from the same Zod schemas (fast-json-stringify,
 * Fastify's own), instead of a Zod check and JSON.stringify on every answer. `checkWithZod` (the
 * tests) also runs the Zod serialiser on each answer: an answer that strays from its schema fails
 * there, and so does one the compiled serialiser would spell differently. A schema JSON Schema
 * cannot express keeps the Zod serialiser.
 */
export function compiledSerializerCompiler(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerialize: Stringify = zodSerializerCompiler(route);
    const stringify = route.schema instanceof z.ZodType ? compile(route.schema) : undefined;
    if (!stringify) return zodSerialize;
    if (!options.checkWithZod) return stringify;
    return (data) => {
      const expected = zodSerialize(data);
      const sent = stringify(data);
      if (sent !== expected) {
        throw new Error(`${route.method} ${route.url}: the compiled serialiser's output differs from Zod's`);
      }
      return sent;
    };
  };
}
