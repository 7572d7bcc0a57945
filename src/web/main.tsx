import { QueryClientProvider } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Router } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

// The server puts this page's CSP style nonce here; libraries that inject <style> elements read it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== "__CSP_NONCE__") setNonce(nonce);

// Toasts wait in lib/toast.ts until the toaster's code arrives, so it need not delay the first screen.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
