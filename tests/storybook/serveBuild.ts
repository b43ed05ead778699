// Serves a static Storybook build (`storybook build -o <folder>`) on localhost, for the docs pages' test.
// localhost, so the browser lets the MSW service worker in.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { staticFiles } from "../../server/static";

const [root, port] = process.argv.slice(2);
if (!root || !port) throw new Error("usage: serveBuild.ts <build folder> <port>");

const app = new Hono();
app.use("*", staticFiles(root, "/", "no-store"));
app.notFound((c) => c.text("Not found", 404));
serve({ fetch: app.fetch, port: Number(port), hostname: "localhost" }, () =>
  console.log(`Storybook build at http://localhost:${port}`),
);
