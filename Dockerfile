# syntax=docker/dockerfile:1
# Empreenda Aí in one container: docs/self-hosting.md. The database lives on the volume /data.
#   docker build -t empreenda-ai .
#   docker run -d --name empreenda -p 3000:3000 -v empreenda-data:/data -e ALLOW_DEMO_LOGIN=true empreenda-ai
#
# `npm run container:build-test` builds this file with podman and checks the image and a running
# container (scripts/container/build-test.mjs). tests/self-hosting.test.ts reads the runtime
# stage line by line: keep one instruction per line, no `\` continuations.

# Node.js LTS. better-sqlite3 12 supports Node 20 to 25; Node 20 left support in April 2026.
ARG NODE_VERSION=22

# ---- deps: every dependency, better-sqlite3 compiled from source ----
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# node-gyp builds against the headers shipped in the image instead of downloading them.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# Fixes applied to dependencies after install (patch-package, see patches/README.md).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# ---- build: the Remix build, then only production dependencies are kept ----
FROM deps AS build
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# better-sqlite3 needs only its compiled addon at run time, not the SQLite sources and objects (~30 MB).
RUN cd node_modules/better-sqlite3 && rm -rf deps src build/Release/obj build/Release/obj.target build/Release/.deps build/Release/sqlite3.a build/Release/test_extension.node

# ---- runtime: only what runs, as the unprivileged user `node` ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/app.db
# The volume's mount point belongs to `node`, so a new named volume starts writable for it.
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/server.mjs ./server.mjs
COPY --from=build /app/server ./server
COPY --from=build /app/drizzle ./drizzle
# The TTF fonts (OFL) the logo, cards and post images are drawn with (app/modules/brand-kit).
COPY --from=build /app/app/assets/fonts ./app/assets/fonts
COPY --from=build /app/scripts/admin-create.mjs ./scripts/admin-create.mjs
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.mjs"]
