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

describe("PUBLIC_URL", () => {
  it("defaults to http://localhost:PORT, and is kept without a trailing slash", () => {
    expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({}).publicHostOnly).toBe(false);
    const set = loadConfig({ PUBLIC_URL: "https://jobs.example/" });
    expect(set.publicUrl).toBe("https://jobs.example");
    expect(set.publicHostOnly).toBe(true);
  });

  it("is required to start the server with DATABASE_URL or TRUST_PROXY, with one line saying so", () => {
    for (const env of [
      { DATABASE_URL: "postgres://db.example/borderless" },
      { TRUST_PROXY: "1" },
      { TRUST_PROXY: "10.0.0.0/8" },
    ]) {
      let message = "";
      try {
        loadConfig(env, { serving: true });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(/^Invalid settings: PUBLIC_URL: PUBLIC_URL must be set/);
      expect(message).not.toContain("\n");
      expect(loadConfig({ ...env, PUBLIC_URL: "https://jobs.example" }, { serving: true }).publicUrl).toBe(
        "https://jobs.example",
      );
    }
    // The embedded database on a laptop needs none; neither do the command-line tools.
    expect(loadConfig({}, { serving: true }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ TRUST_PROXY: "false" }, { serving: true }).publicHostOnly).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db.example/borderless" }).publicHostOnly).toBe(false);
  });

  it("refuses an address a link cannot be built on", () => {
    for (const value of [
      "jobs.example",
      "ftp://jobs.example",
      "https://jobs.example/?a=1",
      "https://u:p@jobs.example",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(
        /PUBLIC_URL: PUBLIC_URL must be the site's address/,
      );
    }
  });
});

describe("JOB_MAX_AGE_DAYS", () => {
  it("is 60 days unless set to a whole number of days from 1 to 3650", () => {
    expect(loadConfig({}).jobMaxAgeDays).toBe(60);
    expect(loadConfig({ JOB_MAX_AGE_DAYS: "30" }).jobMaxAgeDays).toBe(30);
    for (const value of ["0", "3651", "1.5", "soon", "-3"]) {
      expect(() => loadConfig({ JOB_MAX_AGE_DAYS: value }), value).toThrow(
        "Invalid settings: JOB_MAX_AGE_DAYS: JOB_MAX_AGE_DAYS must be a whole number of days from 1 to 3650",
      );
    }
  });
});

describe("OUTBOUND_ALLOW", () => {
  it("allows nothing unless set, and reads hosts, host:port, addresses and ranges", () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    const allow = loadConfig({
      OUTBOUND_ALLOW: "feeds.intranet.example,127.0.0.1:8080,10.2.0.0/16",
    }).outboundAllow;
    expect(
      allow.map((e) => (e.kind === "host" ? `${e.host}:${e.port}` : `${e.range[0]}/${e.range[1]}:${e.port}`)),
    ).toEqual(["feeds.intranet.example:null", "127.0.0.1/32:8080", "10.2.0.0/16:null"]);
  });

  it("stops with one line naming an entry that is none of those", () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW: "10.0.0.0/8,https://feeds.example" })).toThrow(
      'Invalid settings: OUTBOUND_ALLOW: "https://feeds.example" is not comma-separated host names, host:port, IP addresses or CIDR ranges',
    );
  });
});
