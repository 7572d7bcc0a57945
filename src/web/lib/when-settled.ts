/** After the page has loaded and the browser is idle (at most a few seconds later). */
export function whenSettled(callback: () => void): () => void {
  let idle: number | undefined;
  const afterLoad = () => {
    idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(callback, { timeout: 3000 })
        : window.setTimeout(callback, 1000);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
