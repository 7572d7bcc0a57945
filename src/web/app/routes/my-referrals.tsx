import { Store } from "lucide-react";
import { useSearchParams } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { PageLoading } from "../../components/ui/page-loading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useUnreadCount } from "../../features/messages/api/get-conversations";
import { MessagesPanel } from "../../features/messages/components/messages-panel";
import { useMessageStream } from "../../features/messages/hooks/use-message-stream";
import { MyOfferings } from "../../features/referrals/components/my-offerings";
import { afterNextPaint } from "../../lib/after-next-paint";
import { useSession } from "../../lib/session";

type Tab = "offering" | "messages";

/** `with` is a user id, or 'deleted' for messages of people who deleted their account. */
function parseWith(raw: string | null): number | null | undefined {
  if (raw === "deleted") return null;
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) <= 0) return undefined;
  return Number(raw);
}

export default function MyReferralsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "messages" ? "messages" : "offering";
  const selectedId = parseWith(params.get("with"));
  useMessageStream(Boolean(user));
  const unread = useUnreadCount().data?.unread ?? 0;

  if (!user) return <PageLoading />;

  // The press is painted first; the address, and the conversation drawn from it, follow.
  function select(otherId: number | null | undefined) {
    afterNextPaint(() =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set("tab", "messages");
        if (otherId === undefined) next.delete("with");
        else next.set("with", otherId === null ? "deleted" : String(otherId));
        return next;
      }),
    );
  }

  return (
    <div>
      <PageHeader
        title="My Referrals"
        subtitle="Manage the referrals you offer and your conversations."
        actions={
          <ButtonLink href="/referrals" variant="secondary">
            <Store className="size-4" aria-hidden="true" />
            Referral Marketplace
          </ButtonLink>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (value === "messages") next.set("tab", "messages");
            else {
              next.delete("tab");
              next.delete("with");
            }
            return next;
          })
        }
      >
        <TabsList aria-label="My Referrals sections" className="w-fit max-w-full">
          <TabsTrigger value="offering">Referrals I'm Offering</TabsTrigger>
          <TabsTrigger value="messages" className="inline-flex items-center gap-2">
            My Messages
            {unread > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="offering">
          <MyOfferings userId={user.id} />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesPanel myId={user.id} selectedId={selectedId} onSelect={select} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
