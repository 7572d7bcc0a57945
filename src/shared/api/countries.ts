import {
  CityListSchema,
  CitySearchListSchema,
  CitySearchQuerySchema,
  CountryIdParamSchema,
  CountryListQuerySchema,
  CountryListSchema,
  CountrySchema,
  CountrySummaryListSchema,
} from "../schemas/countries";
import { endpoint } from "./endpoint";

export const listCountries = endpoint({
  method: "GET",
  path: "/api/countries",
  operationId: "listCountries",
  query: CountryListQuerySchema,
  responses: { 200: CountryListSchema },
});

export const listCountrySummaries = endpoint({
  method: "GET",
  path: "/api/country-summaries",
  operationId: "listCountrySummaries",
  query: CountryListQuerySchema,
  responses: { 200: CountrySummaryListSchema },
});

export const getCountry = endpoint({
  method: "GET",
  path: "/api/countries/:id",
  operationId: "getCountry",
  params: CountryIdParamSchema,
  responses: { 200: CountrySchema },
});

export const listCountryCities = endpoint({
  method: "GET",
  path: "/api/countries/:id/cities",
  operationId: "listCountryCities",
  params: CountryIdParamSchema,
  responses: { 200: CityListSchema },
});

export const searchCities = endpoint({
  method: "GET",
  path: "/api/cities",
  operationId: "searchCities",
  query: CitySearchQuerySchema,
  responses: { 200: CitySearchListSchema },
});
