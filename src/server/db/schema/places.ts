import type { MetricSources, PublishedFigure } from "@shared/schemas/common";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const countries = pgTable(
  "countries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    /** Editorial label; null for a country nobody has written one for. */
    tag: text("tag"),
    /** UN M49 region and subregion names; null where M49 gives none. */
    region: text("region"),
    subregion: text("subregion"),
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
    stapleFood: text("staple_food"),
    currency: text("currency").notNull(),
    /** Where each score comes from: see data/reference and MetricSourceSchema. */
    sources: jsonb("sources").$type<MetricSources>().notNull(),
    /** Published price level ratio and exchange rate; null for a country outside the reference data. */
    priceLevel: jsonb("price_level").$type<PublishedFigure>(),
    exchangeRate: jsonb("exchange_rate").$type<PublishedFigure>(),
    /** Published PPP conversion factor for private consumption; null where none is published. */
    pppFactor: jsonb("ppp_factor").$type<PublishedFigure>(),
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
    /**
     * The description and figures of a city written in data/reference/cities.csv (its country's
     * figures, marked so); null for a city that only GeoNames lists: no figures are invented for it.
     */
    description: text("description"),
    employmentOpportunity: real("employment_opportunity"),
    culturalAcceptance: real("cultural_acceptance"),
    housingAvailability: real("housing_availability"),
    racism: real("racism"),
    vegetarianFriendly: real("vegetarian_friendly"),
    sources: jsonb("sources").$type<MetricSources>(),
    /** GeoNames (data/reference/geonames-cities.tsv); null for a written city GeoNames does not list. */
    geonameId: integer("geoname_id"),
    /** First-level division: its GeoNames admin1 name, else its code. */
    region: text("region"),
    population: integer("population"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone"),
  },
  (t) => [
    index("cities_country_idx").on(t.countryId),
    index("cities_country_name_idx").on(t.countryId, t.name),
    uniqueIndex("cities_geoname_idx").on(t.geonameId),
  ],
);

/**
 * Every name a city is searched by (its own and GeoNames' alternate names), as a search key:
 * accents, case and punctuation folded (shared/domain/city-key.ts). Country and population are
 * copied here so that a prefix search, its country filter and its order read this one table.
 */
export const cityNames = pgTable(
  "city_names",
  {
    /*
     * No foreign key: these rows are derived, written whole with every load of the list (about
     * 96,000 at once), and a key checked per row costs that first load seconds on the embedded
     * database. A search joins `cities`, so a name whose city is gone is never shown.
     */
    cityId: integer("city_id").notNull(),
    countryId: integer("country_id").notNull(),
    population: integer("population").notNull(),
    key: text("key").notNull(),
  },
  // One index: a search's prefix is a range of it; a country filter tests the few rows in that range.
  // Each further index would cost the first start's bulk load more than it saves a search.
  (t) => [index("city_names_key_idx").using("btree", t.key.op("text_pattern_ops"))],
);

export type CountryRow = typeof countries.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

/**
 * The fingerprint of the GeoNames city list last written into `cities` and `city_names`: a start
 * whose list has not changed writes nothing (reference/geonames-cities.ts).
 */
export const referenceVersions = pgTable("reference_versions", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
});
