import { buildVisaCheck, type VisaCheckJob } from "@shared/domain/visa-check";
import { AppError } from "@shared/errors";
import type { VisaCheck, VisaRoute, VisaRoutes } from "@shared/schemas/sponsors";
import type { Db } from "../../db/types";
import { REGISTERS } from "../../registers/register-catalogue";
import { visaRoutesByCountry } from "./visa-routes-file";
import { countryCode } from "./visas.repository";

const NO_ROUTE = "No work-visa route is listed for this country yet.";

export function routesOf(code: string): VisaRoute[] {
  return visaRoutesByCountry().get(code.toUpperCase()) ?? [];
}

/** GET /api/visa-routes: a country by id (looked up) or by ISO code (whatever the countries table holds). */
export async function visaRoutes(db: Db, country: string): Promise<VisaRoutes> {
  let code = country.toUpperCase();
  if (/^\d+$/.test(country)) {
    const found = await countryCode(db, Number(country));
    if (!found) throw new AppError("not_found", "Country not found");
    code = found;
  }
  const routes = routesOf(code);
  return { country: code, routes, note: routes.length === 0 ? NO_ROUTE : null };
}

/** The job's "Can I get a visa?" answers, for a job in the country with this ISO code (or none). */
export function visaCheckFor(job: VisaCheckJob, code: string | null): VisaCheck {
  const registers = code === null ? [] : Object.values(REGISTERS).filter((r) => r.countryCode === code);
  return buildVisaCheck(
    job,
    code === null ? [] : routesOf(code),
    registers.map((r) => r.name),
  );
}
