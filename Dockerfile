# The shop's container image: one instance of server/main.ts (docs/running.md#running-it-like-production).
# Three stages: the build (every dependency, `npm run build`), the production dependencies alone, and the
# image that runs, which holds only those dependencies, the build and the sources the server reads at run
# time. tests/unit/deploy-files.test.ts checks that every file copied here exists.

# --- 1. The build: the client and the server bundle of the pages (build/). ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- 2. Production dependencies only (tsx runs the server's TypeScript; sharp's and argon2's linux-x64
# binaries come as their optional packages, which npm ci installs for this platform). ---
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- 3. What runs. ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# package.json says the sources are ES modules; tsx reads tsconfig.json (JSX, module resolution).
COPY package.json package-lock.json tsconfig.json ./
# The server's own sources, with the invoices' fonts (server/services/invoices/fonts).
COPY server ./server
# What the server imports from the storefront's sources: the contract and its bundled JSON
# (src/api/contract), the client it hands to loaders, the shop's rules (src/lib).
COPY src ./src
# The seed's catalogue (server/db/seed.ts) and the sample pictures served at /media.
COPY mocks/fixtures ./mocks/fixtures
COPY mocks/media ./mocks/media
# Writable by the shop only for what it keeps locally without DATABASE_URL or SMTP_URL (PGlite, the mail
# catcher, FILE_STORE=disk); a deployed shop keeps everything in PostgreSQL.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness only (docs/running.md#running-in-production): an instance whose database is away is alive but not
# ready; compose.yaml asks /readyz before sending it traffic. The image has no curl: Node's fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm in between: npm does not pass SIGTERM on reliably, and the shop's ordered stop
# (readiness 503, grace period, drain: server/shutdown.ts) starts from the signal.
CMD ["node", "--import", "tsx", "server/main.ts"]
