// The yardstick of bench:api (api.ts): a bare node:http server that answers every request with one
// recorded answer (status, headers and body bytes, from the JSON file named by its argument), so the shop's
// whole request path is compared with the least any Node server does to send the same bytes. Prints its
// port on the first line of its output once it listens.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error("usage: bare-server.ts <answer.json>");
const answer = JSON.parse(readFileSync(file, "utf8")) as RecordedAnswer;
const body = Buffer.from(answer.body, "base64");

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(answer.status, answer.headers);
  response.end(body);
});
server.listen(0, () => {
  console.log((server.address() as AddressInfo).port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
