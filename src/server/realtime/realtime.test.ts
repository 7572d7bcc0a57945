import { afterEach, describe, expect, it } from "vitest";
import { createInProcessRealtime, LocalHub, recipientsOf } from "./realtime";

describe("realtime hub", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("delivers a message event to its sender and receiver only", async () => {
    const realtime = createInProcessRealtime();
    closers.push(() => realtime.close());
    const got: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
    for (const id of [1, 2, 3]) realtime.subscribe(id, () => (got[id] = (got[id] ?? 0) + 1));
    await realtime.publish({ type: "message", messageId: 9, senderId: 1, receiverId: 2 });
    expect(got).toEqual({ 1: 1, 2: 1, 3: 0 });
  });

  it("stops delivering after unsubscribe and keeps going past a failing listener", () => {
    const hub = new LocalHub();
    let calls = 0;
    hub.subscribe(5, () => {
      throw new Error("broken socket");
    });
    const off = hub.subscribe(5, () => calls++);
    hub.dispatch({ type: "read", readerId: 5, otherId: 6 });
    off();
    hub.dispatch({ type: "read", readerId: 5, otherId: 6 });
    expect(calls).toBe(1);
    expect(hub.size).toBe(1);
  });

  it("skips the null side of a deleted account", () => {
    expect(recipientsOf({ type: "message", messageId: 1, senderId: null, receiverId: 4 })).toEqual([4]);
    expect(recipientsOf({ type: "request", requestId: 1, seekerId: 4, referrerId: 4 })).toEqual([4]);
  });
});
