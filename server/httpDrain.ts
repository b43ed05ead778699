// Closing the listener without cutting a request (docs/running.md#running-in-production). node:http's
// close() stops accepting connections and closes the idle keep-alive ones, but a connection busy with a
// request stays open after its answer, waiting for the next request until its keep-alive timeout. Here
// every answer given once draining has begun (the grace period, before the close) says `Connection: close`
// (node:http then ends the socket after it), and an answer whose headers had already gone is followed by
// closing the then idle connections. Draining before the close matters: a keep-alive connection still
// idle when the listener closes is closed under a client that may be writing its next request on it
// (a reset the client cannot tell from a lost request); told to close during the grace period, clients
// and balancers open new connections instead, which the closed listener then refuses cleanly.
import type { Server, ServerResponse } from "node:http";

export interface DrainableServer {
  /** From now on every answer closes its connection (keep-alive ends); the listener still accepts. */
  drain: () => void;
  /** Stops accepting connections; resolves once every request in flight has been answered and every
   * connection is closed. */
  close: () => Promise<void>;
}

export function drainable(server: Server): DrainableServer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let closing = false;
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  const closeAfter = (response: ServerResponse) => {
    lastOnItsConnection(response);
    // Once the answer is out the connection is idle (node:http marks it so right after "finish").
    response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  // Ahead of the shop's own listener, so an answer it sends at once already carries the header.
  server.prependListener("request", (_request, response) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    if (closing) closeAfter(response);
    else if (draining) lastOnItsConnection(response);
  });
  // Idle connections are left alone while draining: closing one under a client is the reset this avoids.
  const drain = () => {
    draining = true;
    for (const response of inFlight) lastOnItsConnection(response);
  };
  return {
    drain,
    close: () =>
      new Promise<void>((resolve, reject) => {
        drain();
        closing = true;
        server.close((error) => (error ? reject(error) : resolve()));
        for (const response of inFlight) closeAfter(response);
        server.closeIdleConnections();
      }),
  };
}
