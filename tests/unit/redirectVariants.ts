// `redirect` values that look like paths on the shop but lead to another host: the browser's guard
// (src/session/redirect.ts) and the server's (/login and /signup for a signed-in shopper) refuse them.
export const LEAVES_THE_SHOP = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "/a/%2e%2e//evil.example",
  "/a/b/../..//evil.example",
  "/././/evil.example/path?x=1",
  "/.\\evil.example",
  "/\\/evil.example",
  "/.\t//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/.\r\n/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example",
];
