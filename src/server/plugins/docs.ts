import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { App } from "../types";

/** OpenAPI generated from the routes' Zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(
  async (app: App) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Borderless API",
          version: "1.0.0",
          description: "Jobs abroad, countries, referrals.",
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "docs" },
);
