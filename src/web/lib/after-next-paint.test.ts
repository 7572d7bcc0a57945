import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint";

describe("afterNextPaint", () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = "visible";
    vi.stubGlobal("document", {
      get visibilityState() {
        return visibility;
      },
    });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The browser's next frame: its callbacks run, then it paints. */
  function frame() {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  }

  it("waits for a frame and then for the task after it, so the frame is painted first", () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    frame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it("on a hidden page, where no frame comes, waits only for the running task", () => {
    visibility = "hidden";
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });
});
