import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";
import { isActive, MOBILE_ITEMS, type NavItem } from "./nav-items";
import { UnreadMessagesBadge } from "./notification-bell";
import { UserBadge } from "./user-badge";

function MenuLink({ item, location, onClick }: { item: NavItem; location: string; onClick: () => void }) {
  const Icon = item.icon;
  const active = isActive(item.href, location);
  return (
    <Link
      href={item.href}
      onClick={onClick}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium focus-visible:-outline-offset-3",
        active ? "bg-primary-soft text-primary-soft-fg" : "hover:bg-surface-2",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {item.label}
      {item.unreadMessages ? <UnreadMessagesBadge className="ml-auto" /> : null}
    </Link>
  );
}

/**
 * The phone's slide-in menu (its own chunk: the dialog code loads when the page is idle or the menu
 * button is about to be used, not before the first screen). Closing it returns focus to the button.
 */
export function MobileMenu({
  open,
  onOpenChange,
  trigger,
  contentId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  contentId: string;
}) {
  const [location] = useLocation();
  const { user, isLoading } = useSession();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          id={contentId}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface p-4 text-fg shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
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
            {MOBILE_ITEMS.map((item) => (
              <MenuLink key={item.href} item={item} location={location} onClick={close} />
            ))}
          </nav>
          <div className="border-t border-border pt-4" onClickCapture={close}>
            <UserBadge user={user} loading={isLoading} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
