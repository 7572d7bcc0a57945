import { describe, expect, it } from "vitest";
import { companyNameKey } from "./company-name";

describe("companyNameKey", () => {
  it("treats case, spacing and a legal form as the same company", () => {
    expect(companyNameKey("Acme, Inc.")).toBe("acme");
    expect(companyNameKey("  ACME   Robotics GmbH ")).toBe("acme robotics");
    expect(companyNameKey("acme robotics")).toBe("acme robotics");
  });

  it("keeps a name that is only a legal form", () => {
    expect(companyNameKey("Inc")).toBe("inc");
  });
});
