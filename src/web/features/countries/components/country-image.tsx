import { countryImages } from "@shared/domain/place-image";
import type { Country, CountryRef } from "@shared/schemas/countries";
import { ImageWithFallback } from "../../../components/ui/image-with-fallback";
import { cn } from "../../../lib/cn";

/**
 * A country's picture: its remote image when it has one that loads, else its flag (served by us),
 * else bands in the flag's colours drawn on the device. A flag is shown whole on a quiet
 * background, never cropped.
 */
export function CountryImage({
  country,
  alt = "",
  className,
  width = 600,
  height = 400,
  priority = false,
}: {
  country: Pick<Country | CountryRef, "colors" | "name" | "image" | "code">;
  alt?: string;
  /** Size and placement; how the picture fills the box is chosen here. */
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  return (
    <ImageWithFallback
      src={country.image}
      fallbackSrc={countryImages(country)}
      alt={alt}
      className={cn(className, "object-cover")}
      fallbackClassName={cn(className, "bg-surface-2 object-contain p-3")}
      width={width}
      height={height}
      priority={priority}
    />
  );
}
