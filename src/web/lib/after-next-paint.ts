/**
 * Runs the callback once the browser has painted the next frame: a timer set from a frame callback
 * fires after that frame's paint. An input's handler that hands its heavy work (drawing the next
 * page, a chart, what a server's answer brings) to this lets the browser show the input's effect
 * first. A hidden page gets no frames, so there the callback only waits for the running task.
 */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === "hidden") {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}
