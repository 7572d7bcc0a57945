import path from "node:path";
import fp from "fastify-plugin";
import { createLocalFileStorage, type FileStorage } from "../storage/file-storage";
import type { App } from "../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploaded files live (DATA_DIR/uploads). */
    fileStorage: FileStorage;
  }
}

export const fileStoragePlugin = fp(
  async (app: App) => {
    app.decorate("fileStorage", createLocalFileStorage(path.join(app.config.dataDir, "uploads")));
  },
  { name: "file-storage" },
);
