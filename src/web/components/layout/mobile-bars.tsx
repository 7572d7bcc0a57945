import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";
import { Brand } from "./brand";
import { isActive, MOBILE_ITEMS } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { UserBadge } from "./user-badge";

/** Phone layout: a top bar with a slide-in menu. */
export function MobileTopBar() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const { user, isLoading } = useSession();
  return (
    <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-surface px-3 py-2 md:hidden">
      <Brand href={user ? "/home" : "/"} />
      <div className="flex items-center gap-1">
        <ThemeToggle />
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
            aria-label="Open menu"
          >
            <Menu className="size-6" aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface p-4 text-fg shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
                <Dialog.Description className="sr-only">Go to another part of Borderless</Dialog.Description>
                <Dialog.Close
                  className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-2"
                  aria-label="Close menu"
                >
                  <X className="size-6" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <nav aria-label="Mobile" className="mt-4 flex flex-1 flex-col gap-1 overflow-y-auto">
                {MOBILE_ITEMS.map((item) => {
                  const Icon = item.icon;
                  const active = isActive(item.href, location);
                  return (
                    <Link
                      key={item.href}
                      href={item.href}
                      onClick={() => setOpen(false)}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium focus-visible:-outline-offset-3",
                        active ? "bg-primary-soft text-primary-soft-fg" : "hover:bg-surface-2",
                      )}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                      {item.label}
                    </Link>
                  );
                })}
              </nav>
              <div className="border-t border-border pt-4" onClickCapture={() => setOpen(false)}>
                <UserBadge user={user} loading={isLoading} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}

/** Phone layout: the bottom bar with the first five menu items. */
export function MobileBottomBar() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {MOBILE_ITEMS.slice(0, 5).map((item) => {
        const Icon = item.icon;
        const active = isActive(item.href, location);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium",
              active ? "text-primary" : "text-muted",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
