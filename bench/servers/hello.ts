/**
 * The reference for /api/health's throughput: Fastify's hello world, with the Fastify the app
 * uses, started by the API suite (bench/api.ts) as its own process on HOST and PORT.
 */
import Fastify from "fastify";

const app = Fastify();
app.get("/", () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });

process.once("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
