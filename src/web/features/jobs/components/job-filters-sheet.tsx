import type { ReactNode, RefObject } from "react";
import { Button } from "../../../components/ui/button";
import { Sheet } from "../../../components/ui/sheet";

/**
 * The job filters on a phone: a sheet over the results instead of a panel pushing them off the
 * screen. Each choice applies at once; its button says how many jobs they now find, and closes it.
 */
export function JobFiltersSheet({
  open,
  onOpenChange,
  showLabel,
  firstField,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Show 57 jobs": what closing the sheet shows. */
  showLabel: string;
  /** The first filter: focus starts there. */
  firstField: RefObject<HTMLSelectElement | null>;
  children: ReactNode;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Filters"
      description="Each choice applies at once; the button below says how many jobs they find."
      initialFocus={firstField}
      footer={
        <Button className="w-full" onClick={() => onOpenChange(false)}>
          <span aria-live="polite">{showLabel}</span>
        </Button>
      }
    >
      {children}
    </Sheet>
  );
}
