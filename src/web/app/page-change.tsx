import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * What a full page load would do, for the app's in-page navigation:
 * - A new page starts at its top: following a link from far down one page otherwise opens the
 *   next part-way down, its heading and first controls under the phone's sticky top bar. Search
 *   changes on the same page (filters, tabs) keep their place, and Back/Forward leave the
 *   browser's own scroll restoration.
 * - When the element that had keyboard focus left with the old page (a link in its content, a
 *   dialog's button), focus goes to the new page's main region, so the next Tab continues in the
 *   content instead of leaving the document.
 */
export function PageChange() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPop = () => {
      historyMove.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (historyMove.current) historyMove.current = false;
    else window.scrollTo(0, 0);
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return null;
}
