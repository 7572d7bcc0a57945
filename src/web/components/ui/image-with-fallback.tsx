import { useState } from "react";

export interface ImageWithFallbackProps {
  /** The preferred image (often remote); null goes straight to the fallback. */
  src: string | null | undefined;
  /** A local image that always works offline. */
  fallbackSrc: string;
  alt: string;
  className?: string;
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
  width,
  height,
  priority = false,
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      src={current}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
    />
  );
}
