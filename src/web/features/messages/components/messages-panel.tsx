import { MessagesSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { listItems } from "../../../lib/list-pages";
import { useConversations } from "../api/get-conversations";
import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";

interface MessagesPanelProps {
  myId: number;
  /** undefined: none selected; null: the conversation with deleted accounts. */
  selectedId: number | null | undefined;
  onSelect: (otherId: number | null | undefined) => void;
}

/**
 * My Messages: the list and the open conversation side by side, 600px tall on a desktop; on a
 * phone the list or the conversation fills the screen, with a back button.
 */
export function MessagesPanel({ myId, selectedId, onSelect }: MessagesPanelProps) {
  const conversations = useConversations();
  const list = listItems(conversations.data);
  const selected = selectedId === undefined ? undefined : list.find((c) => c.otherUser.id === selectedId);
  const otherName =
    selected?.otherUser.fullName ?? (selectedId === null ? "Deleted user" : "New conversation");
  const open = selectedId !== undefined;
  const panel = useRef<HTMLDivElement>(null);

  // On a phone the open conversation takes the screen: bring the whole pane into view.
  useEffect(() => {
    if (open && panel.current && window.matchMedia("(max-width: 767px)").matches) {
      panel.current.scrollIntoView({ block: "start" });
    }
  }, [open]);

  return (
    <div
      ref={panel}
      className="grid h-[calc(100dvh-8.5rem)] min-h-[24rem] scroll-mt-[4.25rem] overflow-hidden rounded-xl border border-border bg-surface md:h-[600px] md:grid-cols-[20rem_1fr]"
    >
      <div
        className={cn(
          "min-h-0 flex-col overflow-y-auto border-border md:flex md:border-r",
          open ? "hidden" : "flex",
        )}
      >
        <h2 className="border-b border-border px-4 py-3 font-semibold text-fg">Conversations</h2>
        {conversations.isPending ? (
          <LoadingSkeleton label="Loading conversations..." className="flex flex-col">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-start gap-3 border-b border-border px-4 py-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-4/5" />
                </div>
              </div>
            ))}
          </LoadingSkeleton>
        ) : conversations.isError && !conversations.data ? (
          <LoadError
            error={conversations.error}
            onRetry={() => conversations.refetch()}
            what="your conversations"
            compact
          />
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted">
            No conversations yet. Contact a referrer on the marketplace to start one.
          </p>
        ) : (
          <>
            <ConversationList conversations={list} selectedId={selectedId} myId={myId} onSelect={onSelect} />
            {conversations.hasNextPage ? (
              <LoadMore
                label="Load more conversations"
                loading={conversations.isFetchingNextPage}
                onLoad={() => void conversations.fetchNextPage()}
                className="flex justify-center p-4"
              />
            ) : null}
          </>
        )}
      </div>
      <div className={cn("min-h-0 min-w-0 md:block", open ? "block" : "hidden")}>
        {open ? (
          <ConversationView
            key={selectedId ?? "deleted"}
            myId={myId}
            otherId={selectedId}
            otherName={otherName}
            onBack={() => onSelect(undefined)}
          />
        ) : (
          <div className="flex h-full items-center justify-center p-6">
            <EmptyState
              icon={<MessagesSquare className="size-8" aria-hidden="true" />}
              title="Select a conversation"
              description="Choose a conversation from the list to read and send messages."
            />
          </div>
        )}
      </div>
    </div>
  );
}
