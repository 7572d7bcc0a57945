import http from "node:http";

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the next event of that type (data parsed as JSON), or rejects after the timeout. */
  next(type: string, timeoutMs?: number): Promise<unknown>;
  raw(): string;
  /** Resolves once the server has ended the response, or rejects after the timeout. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A minimal Server-Sent Events reader for tests: connects to a listening app. */
export function connectSse(url: string, cookie?: string): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) } },
      (res) => {
        let buffer = "";
        let text = "";
        let done = false;
        const onDone: (() => void)[] = [];
        const finish = () => {
          done = true;
          for (const callback of onDone.splice(0)) callback();
        };
        res.on("end", finish);
        res.on("close", finish);
        const events: { type: string; data: unknown }[] = [];
        const waiters: { type: string; resolve: (d: unknown) => void }[] = [];
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (type && data) {
              const parsed = JSON.parse(data) as unknown;
              const waiter = waiters.findIndex((w) => w.type === type);
              if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(parsed);
              else events.push({ type, data: parsed });
            }
            end = buffer.indexOf("\n\n");
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: () => text,
          next(type, timeoutMs = 2000) {
            const queued = events.findIndex((e) => e.type === type);
            if (queued >= 0) return Promise.resolve(events.splice(queued, 1)[0]?.data);
            return new Promise((res2, rej) => {
              const timer = setTimeout(
                () => rej(new Error(`no '${type}' event within ${timeoutMs} ms`)),
                timeoutMs,
              );
              waiters.push({
                type,
                resolve: (d) => {
                  clearTimeout(timer);
                  res2(d);
                },
              });
            });
          },
          ended(timeoutMs = 2000) {
            if (done) return Promise.resolve();
            return new Promise((res2, rej) => {
              const timer = setTimeout(() => rej(new Error(`not ended within ${timeoutMs} ms`)), timeoutMs);
              onDone.push(() => {
                clearTimeout(timer);
                res2();
              });
            });
          },
          close() {
            req.destroy();
          },
        });
      },
    );
    req.on("error", reject);
  });
}
