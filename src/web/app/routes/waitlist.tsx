import type { WaitlistJoined } from "@shared/schemas/waitlist";
import { useState } from "react";
import { PublicLayout } from "../../components/layout/public-layout";
import { Card } from "../../components/ui/card";
import { WaitlistConfirmation } from "../../features/waitlist/components/waitlist-confirmation";
import { WaitlistForm } from "../../features/waitlist/components/waitlist-form";
import { WaitlistHero } from "../../features/waitlist/components/waitlist-hero";

export default function WaitlistPage() {
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  return (
    <PublicLayout>
      <div className="px-4 py-10 md:py-16">
        <WaitlistHero />
        <div className="mx-auto mt-10 max-w-3xl">
          {joined ? (
            <WaitlistConfirmation
              position={joined.position}
              alreadyJoined={joined.alreadyJoined}
              onJoinAnother={() => setJoined(null)}
            />
          ) : (
            <Card className="p-6 md:p-8">
              <h2 className="mb-6 text-xl font-semibold text-fg">Reserve your place</h2>
              <WaitlistForm onJoined={setJoined} />
            </Card>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
