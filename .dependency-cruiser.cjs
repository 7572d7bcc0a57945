// The import rules of docs/architecture.md, checked by `npm run lint:deps` (part of `npm test`).
// Paths are resolved files, so a relative import and an alias import of the same file count alike.

/** Test code: suites, their support folders, end-to-end journeys and benchmarks. */
const TEST_CODE = "(\\.test\\.tsx?$)|(^src/server/test/)|(^src/web/test/)|(^e2e/)|(^bench/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "An import cycle ties its files into one unit that cannot be read, tested or split alone.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "shared-is-isomorphic",
      comment: "src/shared is imported by the server and the web app, and imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "server-and-web-apart",
      comment: "The server and the web app meet only in src/shared.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "web-and-server-apart",
      comment: "The server and the web app meet only in src/shared.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "features-are-independent",
      comment: "A feature never imports another feature; a screen in app/routes composes them.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "features-do-not-import-app",
      comment: "Imports flow components|lib -> features -> app; never back up.",
      severity: "error",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/app/" },
    },
    {
      name: "components-and-lib-are-generic",
      comment: "components/ and lib/ know no feature and no screen.",
      severity: "error",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "routes-do-not-touch-the-database",
      comment: "HTTP routes call services and repositories; only repositories (and db/, plugins) hold SQL.",
      severity: "error",
      from: { path: "^src/server/modules/.+\\.routes\\.ts$" },
      to: { path: "^src/server/db/|^node_modules/(drizzle-orm|pg|@electric-sql)/" },
    },
    {
      name: "repositories-are-the-bottom",
      comment: "routes -> service -> repository -> db: a repository imports no route or service.",
      severity: "error",
      from: { path: "^src/server/modules/.+\\.repository\\.ts$" },
      to: { path: "\\.(routes|service)\\.ts$" },
    },
    {
      name: "services-below-routes",
      comment: "routes -> service: a service imports no route file.",
      severity: "error",
      from: { path: "^src/server/modules/.+\\.service\\.ts$" },
      to: { path: "\\.routes\\.ts$" },
    },
    {
      name: "production-code-imports-no-tests",
      comment: "Code that ships never imports tests, their support, e2e journeys or benchmarks.",
      severity: "error",
      from: { path: "^src/", pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    exclude: { path: "^dist/" },
  },
};
