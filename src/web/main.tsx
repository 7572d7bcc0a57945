import { QueryClientProvider } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { lazy, StrictMode, Suspense, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { preloadFirstPage } from "./app/pages";
import { Router } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { useToasts } from "./lib/toast";
import { whenSettled } from "./lib/when-settled";
import "./styles.css";

// The server puts this page's CSP style nonce here; libraries that inject <style> elements read it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== "__CSP_NONCE__") setNonce(nonce);

// Toasts wait in lib/toast.ts until the toaster's code arrives, so it need not delay the first screen.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toaster loads once the first screen is up and idle (or at once when a toast is waiting). */
function LateToaster() {
  const waiting = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenSettled(() => setIdle(true)), []);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The page's code and data are requested now, together, instead of one after the other as it
// renders; the first render waits for the code (already on its way: the HTML names it), so it
// shows the page itself rather than a loading state that React would then hold for a moment.
// It is rendered as a transition, which React does in slices of a few milliseconds, so a slow
// phone stays responsive while the first screen is built.
void preloadFirstPage(queryClient)
  .catch(() => {})
  .then(() => {
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <Router />
            <LateToaster />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });
