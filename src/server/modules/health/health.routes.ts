import { AppError } from "@shared/errors";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { App } from "../../types";

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Answers once the database answers",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch {
        throw new AppError("unavailable", "The database is not answering.");
      }
      return { status: "ok" as const };
    },
  );
}
