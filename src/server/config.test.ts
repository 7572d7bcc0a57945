import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const POSTGRES = {
  DATABASE_URL: "postgres://db.example/borderless",
  PUBLIC_URL: "https://borderless.example",
};

describe("DEMO_DATA", () => {
  it("is on for the embedded database and off with a PostgreSQL server unless set", () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig(POSTGRES).demoData).toBe(false);
    expect(loadConfig({ ...POSTGRES, DEMO_DATA: "on" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "off" }).demoData).toBe(false);
  });

  it("refuses anything but on or off", () => {
    expect(() => loadConfig({ DEMO_DATA: "yes" })).toThrow("DEMO_DATA: DEMO_DATA must be on or off");
  });
});
