/** One open live stream, as the registry sees it. */
export interface LiveStream {
  /** The session it was opened with; it ends when that session does. */
  sessionIdHash: string | undefined;
  write(chunk: string): void;
  /** Ends the stream; `replaced` says a newer stream of the same person took its place. */
  end(reason?: "replaced"): void;
}

export interface StreamLimits {
  perPerson: number;
  total: number;
  heartbeatMs: number;
}

/**
 * Every open live stream, grouped by person. A person has at most `perPerson` (opening one more
 * ends their oldest) and the server at most `total` (beyond that, `add` refuses a person without a
 * stream, and replaces the oldest of a person with one). Each person with
 * open streams has one heartbeat, which checks the sessions of all their streams in one question
 * to the database, whatever the number of streams.
 */
export class StreamRegistry {
  private readonly people = new Map<number, { streams: LiveStream[]; timer: NodeJS.Timeout }>();
  private count = 0;

  constructor(
    private readonly limits: StreamLimits,
    /** Which of these session id hashes are still live. */
    private readonly liveSessions: (idHashes: string[]) => Promise<Set<string>>,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Registers the stream; false when the server holds as many as it may (the caller answers 503). */
  add(userId: number, stream: LiveStream): boolean {
    const person = this.people.get(userId);
    const full = this.count >= this.limits.total;
    if (person && person.streams.length > 0 && (person.streams.length >= this.limits.perPerson || full)) {
      // Replacing one of the person's own streams never grows the total, so it is allowed when full.
      person.streams[0]?.end("replaced");
    } else if (full) {
      return false;
    }
    const current = this.people.get(userId);
    if (current) current.streams.push(stream);
    else {
      const timer = setInterval(() => this.heartbeat(userId), this.limits.heartbeatMs);
      timer.unref();
      this.people.set(userId, { streams: [stream], timer });
    }
    this.count += 1;
    return true;
  }

  /** Forgets the stream (called once it has ended, whatever ended it). */
  remove(userId: number, stream: LiveStream): void {
    const person = this.people.get(userId);
    if (!person) return;
    const index = person.streams.indexOf(stream);
    if (index === -1) return;
    person.streams.splice(index, 1);
    this.count -= 1;
    if (person.streams.length === 0) {
      clearInterval(person.timer);
      this.people.delete(userId);
    }
  }

  /** Ends every stream (the server is stopping). */
  endAll(): void {
    for (const person of [...this.people.values()]) for (const stream of [...person.streams]) stream.end();
  }

  private heartbeat(userId: number): void {
    const person = this.people.get(userId);
    if (!person) return;
    for (const stream of person.streams) stream.write(": heartbeat\n\n");
    const hashes = [...new Set(person.streams.flatMap((s) => (s.sessionIdHash ? [s.sessionIdHash] : [])))];
    if (hashes.length === 0) return;
    this.liveSessions(hashes)
      .then((live) => {
        const streams = this.people.get(userId)?.streams ?? [];
        for (const stream of [...streams]) {
          if (stream.sessionIdHash && !live.has(stream.sessionIdHash)) stream.end();
        }
      })
      .catch(() => {});
  }
}
