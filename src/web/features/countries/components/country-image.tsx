import { placeImage } from "@shared/domain/place-image";
import type { Country, CountryRef } from "@shared/schemas/countries";
import { ImageWithFallback } from "../../../components/ui/image-with-fallback";

/** The local image of a country: bands in its flag's colours, drawn on the device. */
export function countryFallbackImage(country: Pick<Country | CountryRef, "colors" | "name">): string {
  return placeImage({ colors: country.colors, label: country.name });
}

/** A country's picture; a missing or broken remote image falls back to the local one. */
export function CountryImage({
  country,
  alt = "",
  className,
  width = 600,
  height = 400,
  priority = false,
}: {
  country: Pick<Country | CountryRef, "colors" | "name" | "image">;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  return (
    <ImageWithFallback
      src={country.image}
      fallbackSrc={countryFallbackImage(country)}
      alt={alt}
      className={className}
      width={width}
      height={height}
      priority={priority}
    />
  );
}
