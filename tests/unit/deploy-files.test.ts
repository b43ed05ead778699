// The container image and compose file cannot be run here (no Docker): read them instead, and hold them to
// what docs/running.md#running-it-like-production says. Three shops behind the proxy on one database, after
// the migration; the proxy's upstream is exactly those shops; the image runs the server as `npm run serve`
// would, as a user other than root; and everything it copies exists and reaches the build context.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  volumes?: string[];
}
const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
const services = compose.services;
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

/** The services that run the shop's image as the server: everything built from it but the migration. */
const shops = Object.keys(services).filter(
  (name) => name !== "migrate" && services[name]?.image === services.migrate?.image,
);

/** The Dockerfile's instructions, continuation lines joined, grouped by stage. */
function dockerfileStages(): Array<{ name: string; instructions: Array<{ op: string; args: string }> }> {
  const lines = read("Dockerfile")
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"));
  const stages: ReturnType<typeof dockerfileStages> = [];
  for (const line of lines) {
    const [, op = "", args = ""] = line.trim().match(/^(\S+)\s+(.*)$/) ?? [];
    if (op.toUpperCase() === "FROM")
      stages.push({ name: args.split(/\s+AS\s+/i)[1] ?? "", instructions: [] });
    stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

/** Whether .dockerignore keeps `path` out of the build context (its patterns as Docker reads them). */
function ignored(path: string): boolean {
  return read(".dockerignore")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .some((pattern) => {
      const regex = pattern
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*\*\//g, "(.*/)?")
        .replace(/(?<!\.)\*/g, "[^/]*");
      return new RegExp(`^${regex}(/.*)?$`).test(path);
    });
}

describe("compose.yaml", () => {
  it("runs three shops on one database, each after the migration has finished", () => {
    expect(shops).toEqual(["shop1", "shop2", "shop3"]);
    const urls = new Set(shops.map((name) => services[name]?.environment?.DATABASE_URL));
    expect([...urls]).toEqual([services.migrate?.environment?.DATABASE_URL]);
    expect([...urls][0]).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    for (const name of shops) {
      expect(services[name]?.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
      expect(services[name]?.environment?.TRUSTED_PROXY_HOPS).toBeTruthy();
    }
  });

  it("asks each shop whether it is ready, with a command of plain strings", () => {
    for (const name of shops) {
      const test = services[name]?.healthcheck?.test as unknown[];
      expect(test.every((part) => typeof part === "string")).toBe(true);
      expect(test.join(" ")).toContain("127.0.0.1:3000/readyz");
    }
  });

  it("migrates with `npm run migrate`'s command", () => {
    expect(services.migrate?.command?.join(" ")).toBe(scripts.migrate);
  });

  it("puts the proxy in front of exactly the shops, once each is ready", () => {
    const mounted = services.proxy?.volumes?.map((volume) => volume.split(":")[0] ?? "") ?? [];
    expect(mounted).toEqual(["./deploy/nginx.conf"]);
    const upstream = read("deploy/nginx.conf").match(/upstream\s+\w+\s*\{([^}]*)\}/)?.[1] ?? "";
    const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(([, host, port]) => ({
      host,
      port,
    }));
    expect(servers).toEqual(shops.map((host) => ({ host, port: services[host]?.environment?.PORT })));
    for (const name of shops)
      expect(services.proxy?.depends_on?.[name]).toEqual({ condition: "service_healthy" });
  });
});

describe("Dockerfile", () => {
  const stages = dockerfileStages();
  const runtime = stages.at(-1);
  const last = (op: string) => runtime?.instructions.filter((i) => i.op === op).at(-1)?.args;

  it("runs the server as `npm run serve` does, as a user other than root, in production", () => {
    expect(runtime?.name).toBe("runtime");
    expect(last("USER")).toBe("node");
    expect(last("ENV")).toContain("NODE_ENV=production");
    const command = JSON.parse(last("CMD") ?? "[]") as string[];
    expect(command.join(" ")).toBe(scripts.serve);
    const entry = command.find((arg) => arg.endsWith(".ts"));
    expect(entry && existsSync(join(ROOT, entry))).toBe(true);
    expect(last("HEALTHCHECK")).toContain("/healthz");
  });

  it("copies only what exists and reaches the build context", () => {
    const sources = stages.flatMap((stage) =>
      stage.instructions
        .filter((i) => i.op === "COPY" && !i.args.includes("--from="))
        .flatMap((i) =>
          i.args
            .split(/\s+/)
            .filter((arg) => !arg.startsWith("--"))
            .slice(0, -1),
        ),
    );
    expect(sources).toContain("server");
    const problems = sources.filter(
      (source) => source !== "." && (!existsSync(join(ROOT, source)) || ignored(source)),
    );
    expect(problems).toEqual([]);
  });

  it("keeps installed, built and local files and env files out of the build context", () => {
    for (const path of [
      "node_modules",
      "build",
      ".data",
      ".git",
      "test-results",
      "production.env",
      "deploy/x.env",
    ])
      expect(ignored(path), path).toBe(true);
    expect(ignored("mocks/media/placeholder.webp")).toBe(false);
  });
});
