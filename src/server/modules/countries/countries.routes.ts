import {
  getCountry as getCountryEndpoint,
  listCountries,
  listCountryCities,
  listCountrySummaries,
  searchCities as searchCitiesEndpoint,
} from "@shared/api/countries";
import { KeptAnswers } from "../../http/kept-answers";
import { routeOf } from "../../http/route";
import type { App } from "../../types";
import { CITY_SEARCH_DEFAULT_LIMIT, searchCities } from "./city-search.service";
import {
  countryListsVersion,
  getCountries,
  getCountry,
  getCountryCities,
  getCountrySummaries,
} from "./countries.service";

const tags = ["countries"];

export async function countriesRoutes(app: App): Promise<void> {
  const db = app.database.db;
  // Both lists are large and change only with the reference data or a job count: kept as sent.
  const kept = new KeptAnswers(() => countryListsVersion(db));
  const regionKey = (region: string | undefined) => (region ? region.toLowerCase() : "");

  app.route({
    ...routeOf(listCountries, {
      tags,
      summary: "Every country with its scores, their sources and its number of jobs",
      description:
        "`?region=` keeps the countries of one UN M49 region (Africa, Americas, Asia, Europe, Oceania), compared without case.",
    }),
    handler: async (request, reply) => {
      const { region } = request.query;
      return kept.send(request, reply, `countries;${regionKey(region)}`, () => getCountries(db, region));
    },
  });

  app.route({
    ...routeOf(listCountrySummaries, {
      tags,
      summary: "Every country as lists show it: scores, each score's source in one line, number of jobs",
      description: [
        "The list the app's pages use (country cards, pickers, the map, the calculator): each",
        "`sources.<metric>` is `{label, estimate, missing}`, where `label` names what the figure",
        "measures and who published it in which year (or that it is not published, or our",
        "estimate). The full source records, the staple-food text, price level, exchange rate and",
        "PPP factor are in `GET /api/countries` and `GET /api/countries/{id}`. `?region=` as there.",
      ].join(" "),
    }),
    handler: async (request, reply) => {
      const { region } = request.query;
      return kept.send(request, reply, `summaries;${regionKey(region)}`, () =>
        getCountrySummaries(db, region),
      );
    },
  });

  app.route({
    ...routeOf(getCountryEndpoint, {
      tags,
      summary: "One country (404 'Country not found')",
    }),
    handler: async (request) => getCountry(db, request.params.id),
  });

  app.route({
    ...routeOf(listCountryCities, {
      tags,
      summary: "The cities of a country that have a description and metrics (data/reference/cities.csv)",
    }),
    handler: async (request) => getCountryCities(db, request.params.id),
  });

  app.route({
    ...routeOf(searchCitiesEndpoint, {
      tags,
      summary: "Cities by name, largest first (GeoNames: every city of 15,000 people or more)",
      description: [
        "`q` matches the start of a city's name or of one of its GeoNames alternate names, without",
        "regard to accents, case or punctuation (`krakow` and `Cracow` find Kraków, `Bombay` finds",
        "Mumbai). An empty `q` (or one without a letter or digit) is a 400, not an empty list.",
        "`country` is our country id or an ISO 3166-1 alpha-2 code; an unknown one is a 400.",
        `\`limit\` is 1 to 20 (default ${CITY_SEARCH_DEFAULT_LIMIT}). \`exact\` says the text was one of the city's`,
        "names whole; `hasFigures` says the city has figures of its own record (otherwise its",
        "country's apply).",
      ].join(" "),
    }),
    handler: async (request) => searchCities(db, request.query),
  });
}
