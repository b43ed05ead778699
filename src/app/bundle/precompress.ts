import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script and stylesheet of the client
 * build, at the highest levels, once. The server sends those copies as they are (server/static.ts)
 * instead of compressing each file again for every request: no CPU spent per page view, and Brotli's
 * answer is about a sixth smaller than the gzip the server could afford on the fly.
 */
export function precompress(): Plugin {
  return {
    name: "rangrez:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(output, bundle) {
      const dir = output.dir;
      if (!dir) return;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = item.type === "chunk" ? Buffer.from(item.code) : Buffer.from(item.source);
        if (source.length < MIN_BYTES) continue;
        const path = join(dir, fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
