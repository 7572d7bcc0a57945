/** node-postgres's own conversion of a parameter to what it sends (package export `pg/lib/*`). */
declare module "pg/lib/utils.js" {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
