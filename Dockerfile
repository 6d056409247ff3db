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

# The app server: Next's standalone output (only the traced node_modules files) and its own
# server.js, as a non-root user. Next compresses, sets ETags and, on SIGTERM, stops taking
# connections and lets the requests in flight (a lead being stored) finish before it exits.
FROM base AS runner
# HOSTNAME: what server.js listens on (Docker sets it to the container's name otherwise); HOST the same, for the app's own code.
# CLIENT_IP_HEADER: no header names the visitor unless one is set (deploy/compose.yaml sets
# x-real-ip, which its nginx overwrites); without it every visitor shares one rate-limit bucket.
# KEEP_ALIVE_TIMEOUT: longer than nginx's and common load balancers' 60 s idle keep-alive.
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    HOST=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000 \
    CLIENT_IP_HEADER= \
    MEDIA_DIR=/app/media
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
# Next writes pages rendered at run time under .next; uploads go to MEDIA_DIR unless S3_* is set;
# erasures are recorded in ERASURE_LEDGER (compose: the erasure-ledger volume); the outage page
# nginx shows while the app is down goes to OUTAGE_PAGE_DIR (compose: the outage-page volume).
RUN mkdir -p /app/media /app/ledger /app/outage && chown -R node:node /app/.next /app/media /app/ledger /app/outage
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
