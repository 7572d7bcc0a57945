import { messageAttachmentPath } from "@shared/api/messages";
import type { Message } from "@shared/schemas/messages";
import { Paperclip } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../../lib/cn";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The messages of one conversation, oldest first, kept scrolled to the newest. */
export function MessageList({
  messages,
  myId,
  otherName,
}: {
  messages: Message[];
  myId: number;
  otherName: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el && lastId !== undefined) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={`Messages with ${otherName}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="flex-1 overflow-y-auto px-4 py-4"
    >
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">No messages yet. Say hello!</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((m) => {
            const mine = m.senderId === myId;
            return (
              <li key={m.id} className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
                <span className="sr-only">{mine ? "You" : otherName} said:</span>
                <p
                  className={cn(
                    "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm",
                    mine ? "rounded-br-sm bg-primary text-primary-fg" : "rounded-bl-sm bg-surface-2 text-fg",
                  )}
                >
                  {m.content}
                </p>
                {m.attachment ? <Attachment message={m} attachment={m.attachment} /> : null}
                <time dateTime={m.createdAt} className="mt-1 text-xs text-muted">
                  {timeFormat.format(new Date(m.createdAt))}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** The document a message carries: a download while its sender keeps it, a note once removed. */
function Attachment({
  message,
  attachment,
}: {
  message: Message;
  attachment: NonNullable<Message["attachment"]>;
}) {
  if (!attachment.available) {
    return <p className="mt-1 text-xs text-muted">{attachment.fileName} was removed by its sender.</p>;
  }
  return (
    <a
      href={messageAttachmentPath(message.id)}
      download={attachment.fileName}
      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline"
    >
      <Paperclip className="size-4" aria-hidden="true" />
      {attachment.fileName}
      <span className="sr-only"> (download)</span>
    </a>
  );
}
