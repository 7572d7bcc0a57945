import { useState } from "react";

export interface ImageWithFallbackProps {
  /** The preferred image (often remote); null goes straight to the fallback. */
  src: string | null | undefined;
  /**
   * Local images that work offline, tried in order when the one before fails; the last should never
   * fail (a data: URL).
   */
  fallbackSrc: string | readonly string[];
  alt: string;
  className?: string;
  /** Used instead of `className` while a fallback is shown (a flag is contained, where a photo is cropped). */
  fallbackClassName?: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly; everything else lazily. */
  priority?: boolean;
}

/** An image that switches to its local fallback when the preferred one is missing or fails to load. */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  className,
  fallbackClassName,
  width,
  height,
  priority = false,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const fallbacks = typeof fallbackSrc === "string" ? [fallbackSrc] : fallbackSrc;
  const candidates = [...(src ? [src] : []), ...fallbacks];
  const last = candidates[candidates.length - 1] ?? "";
  const current = candidates.find((c) => !failed.includes(c)) ?? last;
  return (
    <img
      src={current}
      alt={alt}
      className={current !== src && fallbackClassName !== undefined ? fallbackClassName : className}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => {
        if (current !== last) setFailed((list) => [...list, current]);
      }}
    />
  );
}
