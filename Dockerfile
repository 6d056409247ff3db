# syntax=docker/dockerfile:1
# The production image of the site (README "Deploying"; deploy/compose.yaml runs it).
#   docker build -t salazar-site .                    → the app server (target `runner`, the last)
#   docker build --target tools -t salazar-site-tools .  → migrations, backups, the demo seed
# Releases are built from this file by .github/workflows/release.yml (IMAGE and IMAGE-tools on the
# registry). A build needs about 3 GB of memory (`next build` peaked at 2.86 GB).
# Stages: deps (node_modules) → build (next build, standalone output) → tools / runner.

# Node 22 LTS, the version `engines` in package.json asks for and the suite runs on (scripts/lib/node-runtime.mjs).
ARG NODE_IMAGE=node:22.23.5-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
# `npm ci` refuses this lockfile (it lacks other platforms' optional binaries; see README), and no
# install script is needed: sharp, libsql and esbuild come as prebuilt optional packages. Scripts
# off also keeps vnu-jar (a test tool) from downloading a Java at build time.
RUN npm install --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY . .
RUN node scripts/build.mjs \
 && rm -rf .next/cache

# Migrations (`npx payload migrate`), backups (`npm run backup` / `restore`) and the demo seed
# (`SEED_DEMO=1 npx tsx src/seed/run.ts`, staging only) need the sources and every package.
FROM build AS tools
ENV NODE_ENV=production
# pg_dump and pg_restore of the server's major version, for `npm run backup` / `npm run restore`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
# The seed keeps generated staff passwords in data/ and, without S3, demo images in media/;
# backups go to backups/ (a folder of the host, mounted by compose); the erasure ledger is in
# ledger/ (a volume shared with the app: restore re-applies it).
RUN mkdir -p /app/data /app/media /app/backups /app/ledger /app/outage \
 && chown node:node /app/data /app/media /app/backups /app/ledger /app/outage
USER node
CMD ["npx", "payload", "migrate"]

# The app server: Next's standalone output (only the traced node_modules files) behind our own
# front (scripts/serve.mjs), as a non-root user.
FROM base AS runner
# TRUST_PROXY: no proxy is trusted unless one is named (deploy/compose.yaml names its Caddy and
# nginx by address): every client is its own socket address, whatever X-Forwarded-For it sends.
# Trusting whole private ranges let any container or host on them choose the address it is seen as.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    TRUST_PROXY= \
    MEDIA_DIR=/app/media
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
# Our front and every module it imports (tests/api/image.test.ts starts exactly what these lines copy).
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build /app/scripts/lib/edge.mjs /app/scripts/lib/compress.mjs /app/scripts/lib/boot-scripts.mjs /app/scripts/lib/script-hashes.mjs /app/scripts/lib/prefixed-cookies.mjs ./scripts/lib/
# The npm packages compress.mjs imports, with theirs (Next's trace does not see the front): one
# line each, since COPY of a folder copies what is in it.
COPY --from=build /app/node_modules/compression ./node_modules/compression
COPY --from=build /app/node_modules/bytes ./node_modules/bytes
COPY --from=build /app/node_modules/compressible ./node_modules/compressible
COPY --from=build /app/node_modules/mime-db ./node_modules/mime-db
COPY --from=build /app/node_modules/on-headers ./node_modules/on-headers
COPY --from=build /app/node_modules/safe-buffer ./node_modules/safe-buffer
COPY --from=build /app/node_modules/vary ./node_modules/vary
COPY --from=build /app/node_modules/fresh ./node_modules/fresh
# Next writes pages rendered at run time under .next; uploads go to MEDIA_DIR unless S3_* is set;
# erasures are recorded in ERASURE_LEDGER (compose: the erasure-ledger volume); the outage page
# nginx shows while the app is down goes to OUTAGE_PAGE_DIR (compose: the outage-page volume).
RUN mkdir -p /app/media /app/ledger /app/outage && chown -R node:node /app/.next /app/media /app/ledger /app/outage
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]
