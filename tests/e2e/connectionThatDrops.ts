// A way to the e2e shop that can stop carrying anything while the browser still calls itself online: an
// HTTP relay on a port of its own (a separate origin, so its service worker and caches are the test's
// alone), which passes each request on with the shop's own Host (the production server refuses others).
// Cut, it closes every connection and drops each new one at once, as a train's or a basement's connection
// fails; Chromium's offline emulation says "offline" instead, and Playwright's routes do not see a service
// worker's navigation preload.
import { createServer, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface ConnectionThatDrops {
  /** The shop's origin through the relay. */
  origin: string;
  /** From now on nothing gets through. */
  cut(): void;
  /** Requests go through again. */
  restore(): void;
  close(): Promise<void>;
}

export async function connectionThatDrops(shopOrigin: string): Promise<ConnectionThatDrops> {
  const shop = new URL(shopOrigin);
  let carrying = true;
  const sockets = new Set<Socket>();
  const relay = createServer((incoming, answer) => {
    if (!carrying) return incoming.socket.destroy();
    const passed = request(
      {
        host: shop.hostname,
        port: shop.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: shop.host },
      },
      (shopAnswer) => {
        answer.writeHead(shopAnswer.statusCode ?? 502, shopAnswer.headers);
        shopAnswer.pipe(answer);
      },
    );
    passed.on("error", () => incoming.socket.destroy());
    incoming.pipe(passed);
  });
  relay.on("connection", (socket) => {
    if (!carrying) return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    origin: `http://localhost:${port}`,
    cut() {
      carrying = false;
      dropAll();
    },
    restore() {
      carrying = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        relay.close(() => resolve());
      }),
  };
}
