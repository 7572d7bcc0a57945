import { Tooltip } from "radix-ui";

/**
 * A converted figure: '≈' and the amount, with what it was converted at shown on hover or keyboard
 * focus (and read out as the figure's description). A button, so a keyboard reaches it.
 */
export function ApproxAmount({ text, detail }: { text: string; detail: string }) {
  return (
    <Tooltip.Provider>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="cursor-help rounded-sm text-left underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            ≈ {text}
          </button>
        </Tooltip.Trigger>
        {/* Drawn in place rather than in a portal: the rate stays inside the page's landmarks. */}
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-50 max-w-xs rounded-md bg-fg px-3 py-2 text-xs text-surface shadow-lg"
        >
          {detail}
          <Tooltip.Arrow className="fill-fg" />
        </Tooltip.Content>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
