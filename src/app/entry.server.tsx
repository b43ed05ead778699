// React Router's default Node entry, plus the request's script nonce (server/security.ts): given to the
// router's own inline scripts, to React's streaming scripts and, through NonceContext, to <Scripts> and
// <ScrollRestoration> in the root layout.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { cspNonceContext, type LoaderContext } from "./context";
import { deferHydrationMarkup } from "./hydrateAfterPaint.server";
import { NonceContext } from "./nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: LoaderContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Absent when React Router prerenders at build time: those pages' scripts are allowed by hash.
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines every part that completes after the first ~12.8 KB of a page: sends it later, with
        // a script that moves it into place, in batches a frame or more apart. A page here is ~50 KB, all
        // ready at once; outlined, the product page's details, reviews, marketing text and footer each cost a
        // move and a layout more on a phone (and the home page's eight parts). So the whole page is one
        // stream in reading order.
        progressiveChunkSize: 1024 * 1024,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(deferHydrationMarkup()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
