import { PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** After joining: the queue position and where to go next. */
export function WaitlistConfirmation({
  position,
  alreadyJoined,
  onJoinAnother,
}: {
  position: number;
  alreadyJoined: boolean;
  onJoinAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form just vanished: take keyboard and screen-reader focus to the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <PartyPopper className="mx-auto size-12 text-primary-soft-fg" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-fg outline-none">
        {alreadyJoined ? "You're already on the list" : "You're on the list!"}
      </h2>
      <p className="mt-4 text-muted">Your place in the queue</p>
      <p className="text-5xl font-bold tracking-tight text-fg">#{position}</p>
      <p className="mt-4 text-fg">
        {alreadyJoined
          ? "This email joined earlier, so your place is kept. We sent the link to confirm it when you first joined."
          : "We've sent a mail to confirm your address: open its link within seven days to keep your place. We'll let you know as soon as early access opens."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/explore">Explore Borderless</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to home
        </ButtonLink>
        <Button variant="ghost" onClick={onJoinAnother}>
          Add another person
        </Button>
      </div>
    </Card>
  );
}
