import type { z } from "zod";
import { JobSchema } from "../schemas/jobs";
import { type Endpoint, successSchemas } from "./endpoint";

const JOB_KEYS = Object.keys(JobSchema.shape);

/** Whether a schema is, or holds anywhere inside it, a job: an object with every field a job has. */
function holdsJob(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (value: unknown) => value !== undefined && holdsJob(value as z.ZodType, seen);
  switch (def.type) {
    case "object": {
      const shape = (schema as z.ZodObject).shape;
      if (JOB_KEYS.every((key) => key in shape)) return true;
      return Object.values(shape).some((field) => inner(field));
    }
    case "array":
      return inner(def.element);
    case "union":
      return (def.options as z.ZodType[]).some((option) => inner(option));
    case "pipe":
      return inner(def.in) || inner(def.out);
    case "nullable":
    case "optional":
    case "default":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "lazy":
      return inner((def.getter as () => z.ZodType)());
    default:
      return false;
  }
}

const memo = new WeakMap<Endpoint, boolean>();

/**
 * Whether an endpoint's answer carries jobs (with the person's saved and applied flags and match),
 * read from its answer's schema: such answers are patched when a job is saved and refreshed when the
 * person's skills change.
 */
export function carriesJobs(definition: Endpoint): boolean {
  let known = memo.get(definition);
  if (known === undefined) {
    known = definition.method === "GET" && successSchemas(definition).some((schema) => holdsJob(schema));
    memo.set(definition, known);
  }
  return known;
}
