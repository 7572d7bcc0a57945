import {
  CityListSchema,
  CountryIdParamSchema,
  CountryListSchema,
  CountrySchema,
} from "@shared/schemas/countries";
import type { App } from "../../types";
import { getCountries, getCountry, getCountryCities } from "./countries.service";

const tags = ["countries"];

export async function countriesRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get(
    "/countries",
    {
      schema: {
        tags,
        summary: "Every country with its scores, their sources and its number of jobs",
        response: { 200: CountryListSchema },
      },
    },
    async () => getCountries(db),
  );

  app.get(
    "/countries/:id",
    {
      schema: {
        tags,
        summary: "One country (404 'Country not found')",
        params: CountryIdParamSchema,
        response: { 200: CountrySchema },
      },
    },
    async (request) => getCountry(db, request.params.id),
  );

  app.get(
    "/countries/:id/cities",
    {
      schema: {
        tags,
        summary: "The cities of a country with their description and metrics",
        params: CountryIdParamSchema,
        response: { 200: CityListSchema },
      },
    },
    async (request) => getCountryCities(db, request.params.id),
  );
}
