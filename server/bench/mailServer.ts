// The benchmarks' mail server: the shop's mail catcher in a process of its own, as a shop in production
// sends to an SMTP server on another machine. Embedded in the shop (its default without SMTP_URL), receiving
// and parsing every mail would be measured as the shop's own work; bench:api's mixed run sends two mails
// per order. Run by shop.ts; prints its port once it listens, and stops on SIGTERM.
import { startMailCatcher } from "../services/mail/catcher";

const dir = process.argv[2];
if (!dir) throw new Error("usage: mailServer.ts <folder for the mails>");
const catcher = await startMailCatcher({ port: 0, dir });
process.stdout.write(`${catcher.port}\n`);
process.once("SIGTERM", () => {
  void catcher.close().then(() => process.exit(0));
});
