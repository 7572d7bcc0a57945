// Applies the stored theme before the first paint (a file, not inline: the CSP forbids inline scripts).
try {
  const stored = localStorage.getItem("theme");
  const dark =
    stored === "dark" || (stored === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
} catch {
  // Storage can be unavailable (private mode); the light default stands.
}
