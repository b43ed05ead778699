// The mailer keeps its SMTP connections open between mails (server/services/mail/mailer.ts), through an
// SMTP URL too (production's SMTP_URL), unless the URL says otherwise.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/services/mail/mailer";

let server: SMTPServer;
let url: string;
let connections = 0;
let received = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect: (_session, done) => {
      connections += 1;
      done();
    },
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `count` mails one after another; answers the connections the server saw meanwhile. */
async function connectionsFor(mailerUrl: string, count: number): Promise<number> {
  const mailer = createMailer({ url: mailerUrl });
  const before = { connections, received };
  try {
    for (let i = 0; i < count; i += 1) {
      await mailer.send({ to: "shopper@example.in", subject: `Mail ${i + 1}`, text: "Hello" });
    }
  } finally {
    mailer.close();
  }
  expect(received - before.received).toBe(count);
  return connections - before.connections;
}

describe("the mailer's SMTP connections", () => {
  it("three mails sent through an SMTP URL share one connection", async () => {
    expect(await connectionsFor(url, 3)).toBe(1);
  });

  it("a URL that asks for no pool gets a connection per mail", async () => {
    expect(await connectionsFor(`${url}?pool=false`, 3)).toBe(3);
  });
});
