import type { FileKind } from "@shared/schemas/account";
import { MESSAGE_MAX } from "@shared/schemas/referrals";
import { Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { controlClass } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { afterNextPaint } from "../../../lib/after-next-paint";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useFiles } from "../../../lib/my-files";
import { toast } from "../../../lib/toast";
import { useSendMessage } from "../api/send-message";

/** Enter sends, Shift+Enter starts a new line; blank text (after trimming) is never sent. */
export function MessageComposer({
  receiverId,
  receiverName,
  blocked = false,
}: {
  receiverId: number | null;
  receiverName: string;
  /** I blocked this person: nothing can be sent until I unblock them. */
  blocked?: boolean;
}) {
  const [text, setText] = useState("");
  const [attachment, setAttachment] = useState<FileKind | "">("");
  const send = useSendMessage();
  const closed = receiverId === null || blocked;
  const cannotSend = closed || text.trim() === "" || send.isPending;

  // Between the key press and the request (one frame), a second press sends nothing.
  const queued = useRef(false);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (cannotSend || receiverId === null || queued.current) return;
    queued.current = true;
    const input = { receiverId, content: text.trim(), ...(attachment ? { attachment } : {}) };
    // The key press is painted first; the request, and what its answer redraws, follow.
    afterNextPaint(() => {
      queued.current = false;
      send.mutate(input, {
        onSuccess: () => {
          setText("");
          setAttachment("");
          toast({ title: "Message sent", description: "Your message has been sent successfully." });
        },
        onError: (error) =>
          toast({
            title: "Failed to send message",
            // A refusal the server explains (a block, the daily limit) is shown as it says it.
            description:
              error instanceof ApiError && error.body && error.status < 500
                ? error.message
                : "There was an error sending your message. Please try again.",
            variant: "destructive",
          }),
      });
    });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 border-t border-border p-3 sm:flex-nowrap"
    >
      <label htmlFor="message-box" className="sr-only">
        Message to {receiverName}
      </label>
      <textarea
        id="message-box"
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX}
        disabled={closed}
        placeholder={
          receiverId === null
            ? "This person deleted their account"
            : blocked
              ? "You blocked this person. Unblock them to write."
              : "Type your message..."
        }
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        className={cn(controlClass, "max-h-40 min-w-0 flex-1 basis-full resize-none sm:basis-auto")}
      />
      <AttachDocument value={attachment} onChange={setAttachment} disabled={closed} />
      <Button type="submit" disabled={cannotSend} aria-label="Send message">
        <Send className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}

const KIND_LABEL: Record<FileKind, string> = { resume: "My resume", "cover-letter": "My cover letter" };

/** One of the person's uploaded documents can go with the message; only what they uploaded is offered. */
function AttachDocument({
  value,
  onChange,
  disabled,
}: {
  value: FileKind | "";
  onChange: (kind: FileKind | "") => void;
  disabled: boolean;
}) {
  const files = useFiles();
  const uploaded = files.data ?? [];
  if (uploaded.length === 0) return null;
  return (
    <>
      <label htmlFor="message-attachment" className="sr-only">
        Attach a document
      </label>
      <Select
        id="message-attachment"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as FileKind | "")}
        className="w-auto max-w-48 flex-1 sm:flex-none"
      >
        <option value="">No document</option>
        {uploaded.map((file) => (
          <option key={file.kind} value={file.kind}>
            {KIND_LABEL[file.kind]} ({file.fileName})
          </option>
        ))}
      </Select>
    </>
  );
}
