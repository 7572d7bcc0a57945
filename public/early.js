// Run while the app's code arrives (a file, not inline: the policy allows inline scripts only by
// their hash, and this one need not come before the first paint). The stored theme is applied by
// the inline script in index.html, before the first paint.

// Loads the browser's locale data for dates and numbers while the app's code is downloading: the
// first date or amount the app formats would otherwise load it in the middle of drawing the page,
// one long step that keeps a phone from answering a tap. On a page sent with its first screen
// (an inert copy in #root), after that screen's paint, which it would otherwise hold back.
function loadLocaleData() {
  try {
    new Date(0).toLocaleString();
    new Intl.NumberFormat("en-US").format(0);
  } catch {
    // Without Intl the app formats nothing differently; there is only nothing to load early.
  }
}
if (document.querySelector("#root > [inert]")) requestAnimationFrame(() => setTimeout(loadLocaleData));
else loadLocaleData();
