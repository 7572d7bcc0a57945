import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A government register of sponsoring employers, as last imported (registers:import). */
export const sponsorRegisters = pgTable("sponsor_registers", {
  /** 'uk-sponsors', 'us-h1b', 'ca-lmia' or 'nl-ind' (src/server/registers/register-catalogue.ts). */
  id: text("id").primaryKey(),
  /** The date the publisher published this snapshot. */
  asOf: date("as_of", { mode: "string" }).notNull(),
  employers: integer("employers").notNull(),
  /** Where the file was read: a path, or a repository, path and commit. */
  readAt: text("read_at").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One employer of a register, its rows folded together (register-formats.ts). */
export const registerEmployers = pgTable(
  "register_employers",
  {
    id: serial("id").primaryKey(),
    registerId: text("register_id")
      .notNull()
      .references(() => sponsorRegisters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** employerNameKey of the name and of each name it trades under ("X Ltd t/a Y"). */
    nameKeys: text("name_keys").array().notNull(),
    /** employerLooseKey of the same names: what a "likely" match compares. */
    looseKeys: text("loose_keys").array().notNull(),
    town: text("town"),
    region: text("region"),
    routes: text("routes").array().notNull(),
    rating: text("rating"),
    fiscalYear: integer("fiscal_year"),
    approvals: integer("approvals"),
    figures: jsonb("figures").$type<Record<string, number>>().notNull(),
  },
  (t) => [
    index("register_employers_register_idx").on(t.registerId),
    // A new company is matched by its keys alone: each an index lookup, whatever the registers' size.
    index("register_employers_name_keys_idx").using("gin", t.nameKeys),
    index("register_employers_loose_keys_idx").using("gin", t.looseKeys),
  ],
);

export type RegisterEmployerRow = typeof registerEmployers.$inferSelect;
