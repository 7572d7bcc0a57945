import { useQueryClient } from "@tanstack/react-query";
import type { AnchorHTMLAttributes, Ref } from "react";
import { Link } from "wouter";
import { usePrefetchIntent } from "../lib/use-prefetch-intent";
import { preloadPage } from "./pages";

export type PrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A router link that gets its page ready when a pointer rests on it or keyboard focus reaches it:
 * the page's code and, for a job or a country, its data (the same queries the page runs), so the
 * page opens from the cache at once.
 */
export function PrefetchLink({ href, onPointerEnter, onPointerLeave, onFocus, ...props }: PrefetchLinkProps) {
  const client = useQueryClient();
  const intent = usePrefetchIntent(() => void preloadPage(client, href));
  return (
    <Link
      href={href}
      {...props}
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
