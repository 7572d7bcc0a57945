import { QueryClientProvider } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { lazy, StrictMode, Suspense, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { preloadFirstPage } from "./app/pages";
import { Router } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { useToasts } from "./lib/toast";
import "./styles.css";

// The server puts this page's CSP style nonce here; libraries that inject <style> elements read it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== "__CSP_NONCE__") setNonce(nonce);

// Toasts wait in lib/toast.ts until the toaster's code arrives, so it need not delay the first screen.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toaster loads once the first screen is up (or at once when a toast is waiting). */
function LateToaster() {
  const waiting = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(id);
  }, []);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

const queryClient = createQueryClient();
// The page's code and data are requested now, together, instead of one after the other as it renders.
preloadFirstPage(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router />
      <LateToaster />
    </QueryClientProvider>
  </StrictMode>,
);
