import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, use } from "react";
import { Link, useLocation } from "wouter";
import { afterNextPaint } from "../lib/after-next-paint";
import { usePrefetchIntent } from "../lib/use-prefetch-intent";

/** Gets the page at an address ready to show; the app provides it, links know no pages. */
type PreloadPage = (href: string) => void;

const PreloadPageContext = createContext<PreloadPage>(() => {});

export function PreloadPageProvider({ preload, children }: { preload: PreloadPage; children: ReactNode }) {
  return <PreloadPageContext value={preload}>{children}</PreloadPageContext>;
}

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A router link that gets its page ready when a pointer rests on it or keyboard focus reaches it:
 * the page's code and, for a job or a country, its data (the same queries the page runs), so the
 * page opens from the cache at once. Following it draws the page after the next paint, so the click
 * is answered within the frame even where drawing the page takes longer.
 */
export function PrefetchLink({
  href,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  ...props
}: PrefetchLinkProps) {
  const preload = use(PreloadPageContext);
  const intent = usePrefetchIntent(() => preload(href));
  const [, navigate] = useLocation();
  return (
    <Link
      href={href}
      {...props}
      // The router calls this only for a plain click (no modifier keys, the main button); it then
      // leaves the navigation to this handler.
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        afterNextPaint(() => navigate(href));
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        intent.onPointerEnter(event);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        intent.onPointerLeave();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent.onFocus(event);
      }}
    />
  );
}
