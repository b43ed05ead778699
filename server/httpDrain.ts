// Closing the listener without cutting a request (docs/running.md#running-in-production). node:http's
// close() stops accepting connections and closes the idle keep-alive ones, but a connection busy with a
// request stays open after its answer, waiting for the next request until its keep-alive timeout. Here
// every answer given once closing has begun says `Connection: close` (node:http then ends the socket after
// it), and an answer whose headers had already gone is followed by closing the then idle connections.
import type { Server, ServerResponse } from "node:http";

export interface DrainableServer {
  /** Stops accepting connections; resolves once every request in flight has been answered and every
   * connection is closed. */
  close: () => Promise<void>;
}

export function drainable(server: Server): DrainableServer {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
    // Once the answer is out the connection is idle (node:http marks it so right after "finish").
    response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  // Ahead of the shop's own listener, so an answer it sends at once already carries the header.
  server.prependListener("request", (_request, response) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    if (closing) closeAfter(response);
  });
  return {
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing = true;
        server.close((error) => (error ? reject(error) : resolve()));
        for (const response of inFlight) closeAfter(response);
        server.closeIdleConnections();
      }),
  };
}
