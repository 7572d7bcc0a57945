import { eq } from "drizzle-orm";
import { countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

/** The ISO code of the country with this id; undefined when there is none. */
export async function countryCode(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id))
    .limit(1);
  return row?.code;
}
