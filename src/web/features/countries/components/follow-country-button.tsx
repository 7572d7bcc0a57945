import { Bell, BellOff } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { useFollowCountry, useFollowedCountries } from "../api/follow-country";

/**
 * Follow a country: updates of its figures become notifications (and mail, per Country
 * Information in Settings). A visitor is asked to sign in first.
 */
export function FollowCountryButton({ countryId, countryName }: { countryId: number; countryName: string }) {
  const { user } = useSession();
  const followed = useFollowedCountries();
  const mutation = useFollowCountry();
  if (!user) {
    return (
      <ButtonLink
        href={`/login?next=${encodeURIComponent(`/countries/${countryId}`)}`}
        variant="secondary"
        size="sm"
      >
        <Bell className="size-4" aria-hidden="true" />
        Sign in to follow
      </ButtonLink>
    );
  }
  const follow = followed.data?.countries.find((c) => c.countryId === countryId);
  const isFollowing = Boolean(follow);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant={isFollowing ? "secondary" : "primary"}
        size="sm"
        aria-pressed={isFollowing}
        aria-describedby="follow-country-hint"
        disabled={followed.isPending || mutation.isPending}
        onClick={() => mutation.mutate({ countryId, follow: !isFollowing })}
      >
        {isFollowing ? (
          <Bell className="size-4" aria-hidden="true" />
        ) : (
          <BellOff className="size-4" aria-hidden="true" />
        )}
        {isFollowing ? "Following" : "Follow"}
      </Button>
      <p id="follow-country-hint" className="text-xs text-muted">
        {isFollowing
          ? follow?.reason === "compare"
            ? `Followed because you compared ${countryName}: you hear when its figures change.`
            : `You hear when ${countryName}'s figures change.`
          : `Hear when ${countryName}'s figures change.`}
      </p>
      {mutation.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessage(mutation.error, "That did not work. Please try again.")}
        </p>
      ) : null}
    </div>
  );
}
