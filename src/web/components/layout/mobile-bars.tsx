import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";
import { usePrefetchIntent } from "../../lib/use-prefetch-intent";
import { whenSettled } from "../../lib/when-settled";
import { Brand } from "./brand";
import { isActive, MOBILE_ITEMS, type NavItem } from "./nav-items";
import { NotificationBell, UnreadMessagesBadge } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";

const loadMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

/** Phone layout: a top bar with a slide-in menu. */
export function MobileTopBar() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can hand focus back to the button.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { user } = useSession();
  const intent = usePrefetchIntent(() => void loadMenu());
  // The menu's code comes once the page is idle, so the first tap opens it at once.
  useEffect(() => whenSettled(() => void loadMenu()), []);
  return (
    <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-surface px-3 py-2 md:hidden">
      <Brand href={user ? "/home" : "/"} />
      <div className="flex items-center gap-1">
        {user ? <NotificationBell /> : null}
        <ThemeToggle />
        <button
          ref={trigger}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          {...intent}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {used ? (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} trigger={trigger} contentId={menuId} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}

function BottomBarLink({ item, location }: { item: NavItem; location: string }) {
  const Icon = item.icon;
  const active = isActive(item.href, location);
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium",
        active ? "text-primary" : "text-muted",
      )}
    >
      <span className="relative">
        <Icon className="size-5" aria-hidden="true" />
        {item.unreadMessages ? (
          <UnreadMessagesBadge part="number" className="absolute -right-3 -top-2 leading-4" />
        ) : null}
      </span>
      {item.label}
      {item.unreadMessages ? <UnreadMessagesBadge part="words" /> : null}
    </Link>
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
      {MOBILE_ITEMS.slice(0, 5).map((item) => (
        <BottomBarLink key={item.href} item={item} location={location} />
      ))}
    </nav>
  );
}
