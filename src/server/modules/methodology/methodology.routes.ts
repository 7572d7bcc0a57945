import { MethodologySchema } from "@shared/schemas/methodology";
import type { App } from "../../types";
import { getMethodology } from "./methodology.service";

export async function methodologyRoutes(app: App): Promise<void> {
  const { db } = app.database;

  app.get(
    "/methodology",
    {
      schema: {
        tags: ["countries"],
        summary:
          "How every country figure is measured: per metric, the published indicators behind it (publisher, edition, data years, transform, caveats) and which countries carry a Borderless estimate",
        response: { 200: MethodologySchema },
      },
    },
    async () => getMethodology(db),
  );
}
