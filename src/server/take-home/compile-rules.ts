import type { Band, Condition, Expr, Param, TaxRulesFile } from "./tax-rules-file";

/** A rules file that cannot be used; the message is one line naming the file, the field and the problem. */
export class TaxRulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TaxRulesError";
  }
}

type Fn = (values: Float64Array, gross: number) => number;

/** One year's rules for one region, turned into functions once, so a computation only runs them. */
export interface Program {
  region: { code: string; name: string } | null;
  /** Computes every step's amount, in order, into a fresh array. */
  run(gross: number): Float64Array;
  lines: { index: number; label: string; kind: "incomeTax" | "socialContributions" }[];
  sources: { title: string; url: string }[];
  assumptions: string[];
  /** The parameters the steps read, so the loader can refuse a figure nothing uses. */
  usedParams: Set<string>;
}

/** Builds the program of `region` (a code of the file's regions, or null for a file without any). */
export function compileProgram(file: TaxRulesFile, region: string | null, where: string): Program {
  const regionRow = region === null ? null : file.regions.find((r) => r.code === region);
  const params: Record<string, Param> = { ...file.params, ...(regionRow?.params ?? {}) };
  const steps = file.steps.filter(
    (step) => !step.regions || (region !== null && step.regions.includes(region)),
  );
  const slots = new Map<string, number>();
  const usedSources = new Set<string>();
  const usedParams = new Set<string>();
  const fns: Fn[] = [];

  function fail(field: string, problem: string): never {
    throw new TaxRulesError(`${where}, ${field}: ${problem}`);
  }

  function scalar(name: string, field: string): number {
    const param = params[name];
    if (!param) return fail(field, `"${name}" names no parameter`);
    if (typeof param.value !== "number") return fail(field, `"${name}" is a schedule of bands, not a number`);
    usedSources.add(param.source);
    usedParams.add(name);
    return param.value;
  }

  function bands(name: string, field: string): Band[] {
    const param = params[name];
    if (!param) return fail(field, `"${name}" names no parameter`);
    if (typeof param.value === "number") return fail(field, `"${name}" is a number, not a schedule of bands`);
    usedSources.add(param.source);
    usedParams.add(name);
    return param.value;
  }

  function compile(expr: Expr, field: string): Fn {
    if (typeof expr === "number") return () => expr;
    if (typeof expr === "string") {
      if (expr === "gross") return (_, gross) => gross;
      const slot = slots.get(expr);
      if (slot !== undefined) return (values) => values[slot] as number;
      if (!params[expr]) return fail(field, `"${expr}" names no earlier step, parameter or "gross"`);
      const value = scalar(expr, field);
      return () => value;
    }
    if ("add" in expr)
      return fold(
        expr.add.map((e, i) => compile(e, `${field}.add[${i}]`)),
        (a, b) => a + b,
      );
    if ("mul" in expr)
      return fold(
        expr.mul.map((e, i) => compile(e, `${field}.mul[${i}]`)),
        (a, b) => a * b,
      );
    if ("min" in expr)
      return fold(
        expr.min.map((e, i) => compile(e, `${field}.min[${i}]`)),
        Math.min,
      );
    if ("max" in expr)
      return fold(
        expr.max.map((e, i) => compile(e, `${field}.max[${i}]`)),
        Math.max,
      );
    if ("sub" in expr) {
      const [a, b] = [compile(expr.sub[0], `${field}.sub[0]`), compile(expr.sub[1], `${field}.sub[1]`)];
      return (v, g) => a(v, g) - b(v, g);
    }
    if ("div" in expr) {
      const [a, b] = [compile(expr.div[0], `${field}.div[0]`), compile(expr.div[1], `${field}.div[1]`)];
      return (v, g) => {
        const d = b(v, g);
        return d === 0 ? 0 : a(v, g) / d;
      };
    }
    if ("bands" in expr) return compileBands(bands(expr.bands, `${field}.bands`), expr, field);
    if ("zones" in expr) return compileZones(expr, field);
    if ("round" in expr) return compileRound(compile(expr.round, `${field}.round`), expr.step, expr.mode);
    const test = compileCondition(expr.if, `${field}.if`);
    const [then, otherwise] = [compile(expr.then, `${field}.then`), compile(expr.else, `${field}.else`)];
    return (v, g) => (test(v, g) ? then(v, g) : otherwise(v, g));
  }

  function compileBands(schedule: Band[], expr: { bands: string; of: Expr }, field: string): Fn {
    if (schedule[0]?.from !== 0)
      fail(`${field}.bands`, `the first band of "${expr.bands}" must start from 0`);
    const from = schedule.map((band) => band.from);
    const rate = schedule.map((band) => band.rate);
    for (let i = 1; i < from.length; i++) {
      if ((from[i] as number) <= (from[i - 1] as number)) {
        fail(`${field}.bands`, `the bands of "${expr.bands}" must rise (band ${i} starts at ${from[i]})`);
      }
    }
    const of = compile(expr.of, `${field}.of`);
    return (v, g) => {
      const x = of(v, g);
      let total = 0;
      for (let i = 0; i < from.length; i++) {
        const lower = from[i] as number;
        if (x <= lower) break;
        const upper = i + 1 < from.length ? (from[i + 1] as number) : Number.POSITIVE_INFINITY;
        total += (rate[i] as number) * (Math.min(x, upper) - lower);
      }
      return total;
    };
  }

  function compileZones(
    expr: { zones: { from: number | string; value: Expr }[]; of: Expr },
    field: string,
  ): Fn {
    const from = expr.zones.map((zone, i) =>
      typeof zone.from === "number" ? zone.from : scalar(zone.from, `${field}.zones[${i}].from`),
    );
    if (from[0] !== 0) fail(`${field}.zones[0].from`, "the first zone must start from 0");
    for (let i = 1; i < from.length; i++) {
      if ((from[i] as number) <= (from[i - 1] as number))
        fail(`${field}.zones[${i}].from`, "zones must rise");
    }
    const values = expr.zones.map((zone, i) => compile(zone.value, `${field}.zones[${i}].value`));
    const of = compile(expr.of, `${field}.of`);
    return (v, g) => {
      const x = of(v, g);
      let chosen = 0;
      while (chosen + 1 < from.length && x >= (from[chosen + 1] as number)) chosen++;
      return (values[chosen] as Fn)(v, g);
    };
  }

  function compileCondition(condition: Condition, field: string): (v: Float64Array, g: number) => boolean {
    const [op, [left, right]] = Object.entries(condition)[0] as [string, [Expr, Expr]];
    const [a, b] = [compile(left, `${field}.${op}[0]`), compile(right, `${field}.${op}[1]`)];
    if (op === "gt") return (v, g) => a(v, g) > b(v, g);
    if (op === "gte") return (v, g) => a(v, g) >= b(v, g);
    if (op === "lt") return (v, g) => a(v, g) < b(v, g);
    return (v, g) => a(v, g) <= b(v, g);
  }

  const lines: Program["lines"] = [];
  steps.forEach((step, index) => {
    const field = `steps.${step.id}`;
    if (slots.has(step.id)) fail(field, `the id "${step.id}" is used twice`);
    if (params[step.id] || step.id === "gross") fail(field, `the id "${step.id}" is also a parameter's name`);
    if (step.line && !step.label) fail(field, "a step with a line needs a label");
    fns.push(compile(step.value, `${field}.value`));
    slots.set(step.id, index);
    if (step.line && step.label) lines.push({ index, label: step.label, kind: step.line });
  });
  for (const id of usedSources) {
    if (!file.sources[id]) fail("params", `source "${id}" is not in the file's sources`);
  }

  const count = fns.length;
  return {
    region: regionRow ? { code: regionRow.code, name: regionRow.name } : null,
    run(gross) {
      const values = new Float64Array(count);
      for (let i = 0; i < count; i++) values[i] = (fns[i] as Fn)(values, gross);
      return values;
    },
    lines,
    sources: [...usedSources].map((id) => file.sources[id] as { title: string; url: string }),
    assumptions: [...file.assumptions, ...(regionRow?.assumptions ?? [])],
    usedParams,
  };
}

function fold(fns: Fn[], op: (a: number, b: number) => number): Fn {
  if (fns.length === 1) return fns[0] as Fn;
  return (v, g) => {
    let acc = (fns[0] as Fn)(v, g);
    for (let i = 1; i < fns.length; i++) acc = op(acc, (fns[i] as Fn)(v, g));
    return acc;
  };
}

/** Rounds to a multiple of `step`; a hair of tolerance keeps 2.5 from becoming 2.4999… before rounding. */
function compileRound(of: Fn, step: number, mode: "down" | "up" | "nearest"): Fn {
  const tolerance = 1e-9;
  if (mode === "down") return (v, g) => Math.floor(of(v, g) / step + tolerance) * step;
  if (mode === "up") return (v, g) => Math.ceil(of(v, g) / step - tolerance) * step;
  return (v, g) => Math.round(of(v, g) / step + tolerance) * step;
}
