import path from "node:path";
import fp from "fastify-plugin";
import { createLocalFileStorage, type FileStorage } from "../storage/file-storage";
import { createPostgresFileStorage } from "../storage/postgres-file-storage";
import type { App } from "../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploaded files live: DATA_DIR/uploads, or the PostgreSQL server every instance shares. */
    fileStorage: FileStorage;
  }
}

export const fileStoragePlugin = fp(
  async (app: App) => {
    const { database } = app;
    app.decorate(
      "fileStorage",
      database.kind === "postgres"
        ? createPostgresFileStorage(database.db)
        : createLocalFileStorage(path.join(app.config.dataDir, "uploads")),
    );
  },
  { name: "file-storage" },
);
