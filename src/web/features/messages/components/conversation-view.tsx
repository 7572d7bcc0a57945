import { ArrowLeft } from "lucide-react";
import { useDeferredValue, useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { useBlocks } from "../api/get-blocks";
import { useConversationMessages } from "../api/get-conversation-messages";
import { useMarkRead } from "../api/mark-read";
import { Avatar } from "./avatar";
import { BlockedNotice, ConversationActions } from "./conversation-safety";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { ReferralStatus } from "./referral-status";

interface ConversationViewProps {
  myId: number;
  otherId: number | null;
  otherName: string;
  onBack: () => void;
}

/**
 * One conversation: header with Block and Report, whether I blocked the person (and Unblock), any
 * referral status, the messages, and the message box.
 */
export function ConversationView({ myId, otherId, otherName, onBack }: ConversationViewProps) {
  // The header shows at once; the rest, and the requests for it, in a render of its own just after,
  // so that the click that opened the conversation is answered without waiting for them.
  const ready = useDeferredValue(true, false);
  return (
    <section aria-label={`Conversation with ${otherName}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          className="md:hidden"
          aria-label="Back to conversations"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <Avatar name={otherName} />
        <h2 className="min-w-0 truncate font-semibold text-fg">{otherName}</h2>
        {ready && otherId !== null ? <Actions otherId={otherId} otherName={otherName} /> : null}
      </header>
      {ready ? (
        <ConversationBody myId={myId} otherId={otherId} otherName={otherName} />
      ) : (
        <div className="flex-1" />
      )}
    </section>
  );
}

function useBlocked(otherId: number | null): boolean {
  const blocks = useBlocks();
  return otherId !== null && (blocks.data?.some((b) => b.userId === otherId) ?? false);
}

function Actions({ otherId, otherName }: { otherId: number; otherName: string }) {
  return <ConversationActions otherId={otherId} otherName={otherName} blocked={useBlocked(otherId)} />;
}

function ConversationBody({ myId, otherId, otherName }: Omit<ConversationViewProps, "onBack">) {
  const messages = useConversationMessages(myId, otherId);
  const { mutate: markRead } = useMarkRead();
  const blocked = useBlocked(otherId);

  // Opening a conversation, or a new message arriving in it, marks what they sent me read.
  const latestUnread = messages.data?.findLast((m) => m.receiverId === myId && m.readAt === null)?.id;
  useEffect(() => {
    if (latestUnread !== undefined) markRead(otherId);
  }, [latestUnread, otherId, markRead]);

  return (
    <>
      {blocked && otherId !== null ? <BlockedNotice otherId={otherId} otherName={otherName} /> : null}
      <ReferralStatus otherId={otherId} myId={myId} />
      {messages.isPending ? (
        <MessagesSkeleton />
      ) : messages.isError ? (
        <div className="flex flex-1 items-center justify-center">
          <LoadError error={messages.error} onRetry={() => messages.refetch()} what="the messages" compact />
        </div>
      ) : (
        <MessageList messages={messages.data} myId={myId} otherName={otherName} />
      )}
      <MessageComposer
        key={otherId ?? "deleted"}
        receiverId={otherId}
        receiverName={otherName}
        blocked={blocked}
      />
    </>
  );
}

function MessagesSkeleton() {
  return (
    <LoadingSkeleton label="Loading messages..." className="flex flex-1 flex-col gap-3 p-4">
      <Skeleton className="h-14 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-14 w-1/2 rounded-2xl" />
      <Skeleton className="h-14 w-3/5 rounded-2xl" />
    </LoadingSkeleton>
  );
}
