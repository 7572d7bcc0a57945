import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";
import { Brand } from "./brand";
import { isActive, type NavItem, PROFILE_ITEMS, SIDEBAR_ITEMS } from "./nav-items";
import { NotificationBell, UnreadMessagesBadge } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";
import { UserBadge } from "./user-badge";

function NavLink({ item, location }: { item: NavItem; location: string }) {
  const active = isActive(item.href, location);
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      // The focus ring is drawn inside: the scrolling menu would clip one drawn around the link.
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:-outline-offset-3",
        active ? "bg-primary-soft text-primary-soft-fg" : "text-fg hover:bg-surface-2",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {item.label}
      {item.unreadMessages ? <UnreadMessagesBadge className="ml-auto" /> : null}
    </Link>
  );
}

/** The desktop sidebar of the app layout. */
export function Sidebar() {
  const [location] = useLocation();
  const { user, isLoading } = useSession();
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-border bg-surface p-4 md:flex">
      <div className="flex items-center justify-between">
        <Brand href={user ? "/home" : "/"} />
        <div className="flex items-center">
          {user ? <NotificationBell /> : null}
          <ThemeToggle />
        </div>
      </div>
      <nav aria-label="Main" className="mt-6 flex flex-1 flex-col gap-1 overflow-y-auto">
        {SIDEBAR_ITEMS.map((item) => (
          <NavLink key={item.href} item={item} location={location} />
        ))}
        {user ? (
          <>
            <h2 className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-muted">
              Your Profile
            </h2>
            {PROFILE_ITEMS.map((item) => (
              <NavLink key={item.href} item={item} location={location} />
            ))}
          </>
        ) : null}
      </nav>
      <div className="border-t border-border pt-4">
        <UserBadge user={user} loading={isLoading} />
      </div>
    </aside>
  );
}
