// The page's first script, run before the app's code arrives (a file, not inline: the CSP forbids
// inline scripts).

// Applies the stored theme before the app draws the page.
try {
  const stored = localStorage.getItem("theme");
  const dark =
    stored === "dark" || (stored === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
} catch {
  // Storage can be unavailable (private mode); the light default stands.
}

// Loads the browser's locale data for dates and numbers now, while the app's code is downloading:
// the first date or amount the app formats would otherwise load it in the middle of drawing the
// page, one long step that keeps a phone from answering a tap.
try {
  new Date(0).toLocaleString();
  new Intl.NumberFormat("en-US").format(0);
} catch {
  // Without Intl the app formats nothing differently; there is only nothing to load early.
}
