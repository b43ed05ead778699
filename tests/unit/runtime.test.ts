// The shop runs on the Node that package.json's `engines` names, brought by the pinned `node` dev dependency
// even on a machine with an older one (docs/decisions/node-24-runtime.md).
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

it("the tests run on the pinned Node, the major engines allows", () => {
  const pinned: string = pkg.devDependencies.node;
  const allowedMajor = Number(/>=(\d+)/.exec(pkg.engines.node)?.[1]);
  expect(process.versions.node).toBe(pinned);
  expect(Number(process.versions.node.split(".")[0])).toBe(allowedMajor);
});

it("the node package's install script is allowed, so npm 12 still fetches the binary", () => {
  expect(pkg.allowScripts).toMatchObject({ node: true });
});
