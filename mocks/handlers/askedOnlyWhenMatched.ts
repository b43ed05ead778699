import { type HttpHandler, matchRequestUrl } from "msw";

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} };

/**
 * `handler`, answering a request that is not its own (another method or path) at once. MSW asks a page's
 * handlers in turn, and each one reads the request's cookies before it looks at the method and path: the
 * document's (in a browser, a call into its cookie store) and MSW's own cookie jar. With the dozens of
 * handlers a story has, that reading was a few percent of the stories' run in the browser (a CPU profile,
 * docs/decisions/test-runs.md); the handler that matches still reads them, as MSW would.
 */
export function askedOnlyWhenMatched<H extends HttpHandler>(handler: H): H {
  const { method, path } = handler.info;
  if (typeof method !== "string" || !(typeof path === "string" || path instanceof RegExp)) return handler;
  const parse = handler.parse.bind(handler);
  handler.parse = async (args) => {
    if (args.request.method.toUpperCase() !== method.toUpperCase()) return NO_MATCH;
    const url = new URL(args.request.url);
    if (!matchRequestUrl(url, path, args.resolutionContext?.baseUrl).matches) return NO_MATCH;
    return parse(args);
  };
  return handler;
}
