import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "../../lib/toast";

/**
 * Radix Toast with its defaults, which are the specification's: 5000 ms, swipe right past 50 px,
 * F8 to focus the region.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={5000} swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "flex items-start gap-3 rounded-xl border p-4 shadow-lg",
            t.variant === "destructive"
              ? "border-danger bg-danger-soft text-danger-soft-fg"
              : "border-border bg-surface text-fg",
          )}
        >
          <div className="flex-1">
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="mt-1 text-sm">{t.description}</Toast.Description>
            ) : null}
            {t.action ? (
              <Toast.Action asChild altText={t.action.label}>
                <Link href={t.action.href} className="mt-2 inline-block text-sm font-semibold underline">
                  {t.action.label}
                </Link>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close aria-label="Dismiss notification" className="rounded p-1 hover:bg-surface-2">
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-20 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0" />
    </Toast.Provider>
  );
}
