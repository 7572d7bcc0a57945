import { describe, expect, it } from "vitest";
import { canMoveTo, NEXT_STATUSES, transitionRefusal } from "./referral-status";

describe("referral status transitions", () => {
  it("moves forward only: Pending → Accepted/Declined, Accepted → Referred/Declined", () => {
    expect(canMoveTo("Pending", "Accepted")).toBe(true);
    expect(canMoveTo("Pending", "Declined")).toBe(true);
    expect(canMoveTo("Pending", "Referred")).toBe(false);
    expect(canMoveTo("Accepted", "Referred")).toBe(true);
    expect(canMoveTo("Accepted", "Pending")).toBe(false);
    expect(canMoveTo("Referred", "Declined")).toBe(false);
    expect(NEXT_STATUSES.Declined).toEqual([]);
  });

  it("says what is allowed instead", () => {
    expect(transitionRefusal("Pending", "Referred")).toBe(
      "A Pending request can only become Accepted or Declined, not Referred.",
    );
    expect(transitionRefusal("Accepted", "Pending")).toBe(
      "An Accepted request can only become Referred or Declined, not Pending.",
    );
    expect(transitionRefusal("Referred", "Declined")).toBe(
      "This request is already Referred; its status can no longer change.",
    );
  });
});
