import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { useReturnFocus } from "./dialog";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Stays at the sheet's foot while its body scrolls: the one thing to do when done. */
  footer: ReactNode;
  /** Where focus starts when it opens (else its first control, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal panel rising from the bottom of a phone's screen, over the page rather than pushing it
 * down: focus is trapped inside and returns to the button that opened it; Escape closes it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  footer,
  initialFocus,
  children,
}: SheetProps) {
  const returnFocus = useReturnFocus();
  function onOpenAutoFocus(event: Event) {
    returnFocus.onOpenAutoFocus();
    const target = initialFocus?.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border border-border bg-surface text-fg shadow-xl"
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={`Close ${title.toLowerCase()}`}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-2"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
          <div className="border-t border-border p-4">{footer}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
