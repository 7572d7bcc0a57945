/**
 * Loaded into each instance of the real server by bench/servers/cluster.ts (`node --import`):
 * counts the answers this process has sent, 2xx and not, from Node's own HTTP diagnostics channel
 * (the server's code is untouched), and tells them to the cluster's primary when it asks.
 */
import diagnosticsChannel from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

/** The message the primary sends over the cluster's channel to ask, and the key of the reply. */
const ASK = "bench:answers";

let ok = 0;
let other = 0;
diagnosticsChannel.subscribe("http.server.response.finish", (message) => {
  const { statusCode } = (message as { response: ServerResponse }).response;
  if (statusCode >= 200 && statusCode < 300) ok += 1;
  else other += 1;
});

process.on("message", (message) => {
  if (message === ASK) process.send?.({ [ASK]: { ok, other } });
});
