import fc from "fast-check";
import type { JsonSchema } from "../api-routes";
import { ref } from "./plan";
import { anyJson, anyScalar, wordsText } from "./text";

/* Valid values from a JSON schema, with hints for the fields that name rows or secrets. */

/** A valid-looking value for a field, by its name; undefined leaves it to the schema. */
export type Hints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

export interface HintContext {
  /** The signed-in fuzz account's password (so password checks are passed now and then). */
  password: string;
  /** Usernames and emails that exist (so uniqueness checks and sign-ins are reached). */
  usernames: readonly string[];
  emails: readonly string[];
}

const EMPLOYMENT = ["Full-time", "Part-time", "Contract", "Internship", "all", ""];
const WORK = ["Remote", "On-site", "Hybrid", "all", ""];

export function defaultHints(ctx: HintContext): Hints {
  const email = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.nat())
        .map(([a, n]) => `${a}${n}@example.test`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.emails, ...ctx.emails.map((e) => e.toUpperCase())) },
  );
  const password = fc.oneof(
    { weight: 2, arbitrary: fc.constant(ctx.password) },
    { weight: 1, arbitrary: fc.string({ minLength: 6, maxLength: 20 }) },
  );
  const user = fc.oneof({ weight: 3, arbitrary: ref("user") }, { weight: 1, arbitrary: ref("me") });
  const made = new Map<string, fc.Arbitrary<unknown> | undefined>();
  return (name, schema) => {
    // A field the schema limits to a list (a posting's employment type) takes one of its values;
    // the hints serve the free-text fields of the same name (a search's filter).
    if (schema.enum?.length) return undefined;
    if (!made.has(name)) made.set(name, hint(name));
    return made.get(name);
  };
  function hint(name: string): fc.Arbitrary<unknown> | undefined {
    switch (name) {
      case "email":
        return email;
      case "username":
        return fc.oneof(
          { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{3,20}$/) },
          { weight: 1, arbitrary: fc.constantFrom(...ctx.usernames) },
          { weight: 2, arbitrary: ref("myName") },
        );
      case "password":
      case "currentPassword":
      case "newPassword":
        return password;
      case "fullName":
        return wordsText(2, 3);
      case "profession":
      case "preferredJobTitle":
      case "preferredLocation":
      case "q":
        return wordsText(1, 3);
      case "description":
        return wordsText(3, 8).map((t) => `Happy to refer: ${t}`);
      case "content":
      case "message":
        return wordsText(1, 12);
      case "phoneNumber":
        return fc.constantFrom("+1 555 0100", "(030) 1234-567", "+44 20 7946 0958");
      case "receiverId":
      case "withUserId":
      case "userId":
        return fc.oneof(ref("contact"), user);
      case "senderId":
        return fc.oneof({ weight: 3, arbitrary: ref("me") }, { weight: 1, arbitrary: ref("user") });
      case "offeringId":
        return fc.oneof(ref("offering"), ref("ownOffering"));
      case "companyId":
        return ref("company");
      // A job named in a referral request: mostly absent, else a job (rarely at the offering's company).
      case "jobId":
        return fc.option(ref("job"), { nil: undefined, freq: 2 });
      case "country":
        return fc.oneof(ref("country"), fc.constantFrom("all", ""));
      case "employmentType":
        return fc.constantFrom(...EMPLOYMENT);
      case "workType":
        return fc.constantFrom(...WORK);
      case "beforeId":
        return ref("message");
      // A job posting: the rules JSON Schema cannot state (web addresses, a future closing date, a
      // country we have, a minimum below the maximum), so that well-formed postings get through.
      case "applyUrl":
      case "website":
        return fc.constantFrom("https://careers.example.test/apply", "http://example.test/jobs/1");
      case "validThrough":
        return fc.constantFrom(null, "2999-12-31T23:59:59Z");
      case "countryCode":
        return fc.constant(null);
      // Most postings state no salary; one that does needs its currency and period too.
      case "salaryMin":
        return fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, fc.integer({ min: 0, max: 100 }));
      case "salaryMax":
        return fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, fc.integer({ min: 100, max: 1000 }));
      case "evidence":
        return fc.constantFrom("We sponsor work visas.", "You need the right to work here already.");
      // An employer's visa answer and their sentence agree (one that reads as the opposite is refused).
      case "visa":
        return fc.constantFrom(
          { status: "yes", evidence: "We sponsor work visas." },
          { status: "no", evidence: "You need the right to work here already." },
        );
      // A salary comes with its currency and pay period.
      case "salaryCurrency":
        return fc.constantFrom("EUR", "USD");
      // Take-home pay: a yearly gross in a currency we hold rates for. The tax year and region
      // are optional; a well-formed request that leaves them out gets through.
      case "gross":
        return fc.integer({ min: 0, max: 500_000 });
      case "currency":
        return fc.constantFrom("EUR", "USD", "GBP");
      case "salaryPeriod":
        return fc.constantFrom("YEAR", "MONTH", "HOUR");
      case "title":
        return wordsText(1, 4);
      case "skills":
        return fc.constantFrom([], ["TypeScript"], ["Go", "SQL"]);
      // A pasted job link: a web address the server refuses to fetch (a local one), so no fuzz run
      // waits on the network; the pasted text's fields are words.
      case "url":
        return fc.constantFrom("http://127.0.0.1:9/jobs/1", "http://10.0.0.1/careers/engineer");
      case "company":
      case "location":
        return wordsText(1, 3);
      case "text":
        return wordsText(3, 12).map((t) => `${t}. We sponsor work visas.`);
      default:
        return undefined;
    }
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = typeof schema.minimum === "number" ? schema.minimum : -1_000;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + 1;
  const max = typeof schema.maximum === "number" ? schema.maximum : 1_000;
  return { min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) };
}

/** A value the schema accepts (mostly: refinements outside JSON Schema are for the hints). */
export function validValue(schema: JsonSchema, hints: Hints, name = ""): fc.Arbitrary<unknown> {
  const hinted = name ? hints(name, schema) : undefined;
  const base = fromSchema(schema, hints);
  const value = hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: base }) : base;
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function fromSchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, hints)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string": {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return fc
          .stringMatching(pattern)
          .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER));
      }
      return fc.oneof(
        wordsText().filter((s) => s.length >= minLength && s.length <= maxLength),
        fc.string({ minLength, maxLength }),
      );
    }
    case "integer": {
      const { min, max } = integerBounds(schema);
      const small = fc.integer({
        min: Math.max(min, Math.min(0, max)),
        max: Math.min(max, Math.max(min, 0) + 50),
      });
      return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    }
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case "boolean":
      return fc.boolean();
    case "array": {
      const item = schema.items ? validValue(schema.items, hints) : anyScalar;
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = validValue(property, hints, key);
      const required = (schema.required ?? []).filter((k) => k in properties);
      return fc.record(record, { requiredKeys: required }).map((value) => sameConfirmation(value));
    }
    default:
      return anyJson;
  }
}

/** A confirmation field usually repeats the password it confirms (a refinement JSON Schema lacks). */
function sameConfirmation(value: Record<string, unknown>): Record<string, unknown> {
  if (!("confirmPassword" in value)) return value;
  const confirmed = value.newPassword ?? value.password;
  return typeof confirmed === "string" && confirmed.length % 5 !== 0
    ? { ...value, confirmPassword: confirmed }
    : value;
}
