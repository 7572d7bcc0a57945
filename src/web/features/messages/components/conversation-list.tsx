import { relativeTime } from "@shared/domain/relative-time";
import type { Conversation } from "@shared/schemas/messages";
import { cn } from "../../../lib/cn";
import { Avatar } from "./avatar";

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: number | null | undefined;
  myId: number;
  onSelect: (otherId: number | null) => void;
}

/** Latest conversation first (the server's order). */
export function ConversationList({ conversations, selectedId, myId, onSelect }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" className="flex flex-col">
      {conversations.map((c) => {
        const selected = c.otherUser.id === selectedId;
        const fromMe = c.lastMessage.senderId === myId;
        return (
          <li key={c.otherUser.id ?? "deleted"} className="border-b border-border last:border-b-0">
            <button
              type="button"
              onClick={() => onSelect(c.otherUser.id)}
              aria-current={selected ? "true" : undefined}
              // The focus ring is drawn inside: the scrolling list would clip one drawn around it.
              className={cn(
                "flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-surface-2 focus-visible:-outline-offset-3",
                selected && "bg-primary-soft text-primary-soft-fg hover:bg-primary-soft",
              )}
            >
              <Avatar name={c.otherUser.fullName} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{c.otherUser.fullName}</span>
                  <time
                    dateTime={c.lastMessage.createdAt}
                    className={cn("shrink-0 text-xs", selected ? "text-primary-soft-fg" : "text-muted")}
                  >
                    {relativeTime(c.lastMessage.createdAt)}
                  </time>
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={cn("truncate text-sm", selected ? "text-primary-soft-fg" : "text-muted")}>
                    {fromMe ? "You: " : ""}
                    {c.lastMessage.content}
                  </span>
                  {c.unreadCount > 0 ? (
                    <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
                      {c.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
