import type { MetricSources, PublishedFigure } from "@shared/schemas/common";
import { index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const countries = pgTable(
  "countries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    tag: text("tag").notNull(),
    /** Optional remote image; the client always has a local fallback generated from `colors`. */
    image: text("image"),
    colors: text("colors").array().notNull(),
    employmentOpportunity: real("employment_opportunity").notNull(),
    culturalAcceptance: real("cultural_acceptance").notNull(),
    standardOfLiving: real("standard_of_living").notNull(),
    housingAvailability: real("housing_availability").notNull(),
    vegetarianFriendly: real("vegetarian_friendly").notNull(),
    nonVegPercentage: real("non_veg_percentage").notNull(),
    racism: real("racism").notNull(),
    culturalVibrancy: real("cultural_vibrancy").notNull(),
    stapleFood: text("staple_food").notNull(),
    currency: text("currency").notNull(),
    /** Where each score comes from: see data/reference and MetricSourceSchema. */
    sources: jsonb("sources").$type<MetricSources>().notNull(),
    /** Published price level ratio and exchange rate; null for a country outside the reference data. */
    priceLevel: jsonb("price_level").$type<PublishedFigure>(),
    exchangeRate: jsonb("exchange_rate").$type<PublishedFigure>(),
  },
  (t) => [uniqueIndex("countries_code_idx").on(t.code)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    image: text("image"),
    description: text("description").notNull(),
    employmentOpportunity: real("employment_opportunity").notNull(),
    culturalAcceptance: real("cultural_acceptance").notNull(),
    housingAvailability: real("housing_availability").notNull(),
    racism: real("racism").notNull(),
    vegetarianFriendly: real("vegetarian_friendly").notNull(),
    sources: jsonb("sources").$type<MetricSources>().notNull(),
  },
  (t) => [
    index("cities_country_idx").on(t.countryId),
    uniqueIndex("cities_country_name_idx").on(t.countryId, t.name),
  ],
);

export type CountryRow = typeof countries.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
