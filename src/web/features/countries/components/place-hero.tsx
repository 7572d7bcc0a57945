import { cityInfo } from "@shared/domain/city-info";
import type { CityLocation, Country } from "@shared/schemas/countries";
import { MapPin } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { ImageWithFallback } from "../../../components/ui/image-with-fallback";
import { CountryImage } from "./country-image";

/**
 * The country page's hero: a city's picture when the title is a city (its own image, else the
 * local skyline), otherwise the country's; the title sits below it so its contrast never depends on
 * the picture.
 */
export function PlaceHero({
  country,
  title,
  city,
}: {
  country: Country;
  title: string;
  city: CityLocation | null;
}) {
  const isCity = title !== country.name;
  const imageClass = "h-44 w-full object-cover sm:h-64";
  return (
    <section
      aria-labelledby="place-title"
      className="overflow-hidden rounded-xl border border-border bg-surface"
    >
      {isCity ? (
        <ImageWithFallback
          src={city?.image ?? null}
          fallbackSrc={cityInfo(title).cityImage}
          alt={`Illustration of ${title}`}
          className={imageClass}
          width={1280}
          height={512}
          priority
        />
      ) : (
        <CountryImage
          country={country}
          alt={country.image ? country.name : `Flag of ${country.name}`}
          className="h-44 w-full sm:h-64"
          width={1280}
          height={512}
          priority
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <h1 id="place-title" className="text-2xl font-bold tracking-tight text-fg md:text-3xl">
            {title}
          </h1>
          {isCity ? (
            <p className="mt-1 flex items-center gap-1 text-muted">
              <MapPin className="size-4" aria-hidden="true" />
              {country.name}
            </p>
          ) : null}
        </div>
        {country.tag ? (
          <Badge tone="primary" className="text-sm">
            {country.tag}
          </Badge>
        ) : null}
      </div>
      {city && isCity ? <p className="border-t border-border px-5 py-4 text-fg">{city.description}</p> : null}
    </section>
  );
}
