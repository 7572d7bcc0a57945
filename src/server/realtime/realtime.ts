import type { RealtimeEvent } from "@shared/schemas/messages";

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Delivers events to the people they concern, wherever they are connected. One interface, two
 * transports: in-process for the embedded database (one process), LISTEN/NOTIFY on PostgreSQL
 * (any number of app instances).
 */
export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
  /** Listens for events concerning one user; returns the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** The user ids an event is for. */
export function recipientsOf(event: RealtimeEvent): number[] {
  const ids =
    event.type === "message"
      ? [event.senderId, event.receiverId]
      : event.type === "read"
        ? [event.readerId]
        : [event.seekerId, event.referrerId];
  return [...new Set(ids.filter((id): id is number => typeof id === "number"))];
}

/** This process's subscribers, keyed by user id. */
export class LocalHub {
  private readonly listeners = new Map<number, Set<RealtimeListener>>();

  subscribe(userId: number, listener: RealtimeListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }

  dispatch(event: RealtimeEvent): void {
    for (const userId of recipientsOf(event)) {
      for (const listener of this.listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch {
          // One broken connection must not stop delivery to the others.
        }
      }
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** The embedded database lives in one process: an in-process hub is the whole fan-out. */
export function createInProcessRealtime(): Realtime {
  const hub = new LocalHub();
  return {
    async publish(event) {
      hub.dispatch(event);
    },
    subscribe: (userId, listener) => hub.subscribe(userId, listener),
    async close() {
      hub.clear();
    },
  };
}
