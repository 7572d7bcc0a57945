import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * A new page starts at its top, as it would after a full load: following a link from far down one
 * page (a footer, a form's confirmation) otherwise opens the next page part-way down, with its
 * heading and first controls under the phone's sticky top bar. Search changes on the same page
 * (filters, tabs) keep their place, and Back/Forward leave the browser's own scroll restoration.
 */
export function ScrollToTop() {
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
  }, [pathname]);

  return null;
}
