# syntax=docker/dockerfile:1
# Heartfelt Sites in a container (issue 18 item 15): built with every package, run with the
# production dependencies only (`npm ci --omit=dev`: no Playwright, Lighthouse, Vite or the HTML
# checker in the image), as the unprivileged user node, the data in the volume /data.
#   docker build -t heartfelt-sites .
#   docker run -d -p 3000:3000 -v heartfelt-data:/data --env-file .env heartfelt-sites
# Behind a reverse proxy on the host, set TRUST_PROXY to the proxy's address as seen from the
# container; with PostgreSQL set DATABASE_URL. Settings: .env.example.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every package (Vite, TypeScript), then the client and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The production dependencies alone.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: the build, the production dependencies, the registry and the page texts.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY config ./config
COPY content ./content
COPY scripts/production-env.mjs scripts/build-if-needed.mjs scripts/users.mjs scripts/backup.mjs scripts/wait-ready.mjs ./scripts/
RUN install -d -o node -g node -m 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database answers (GET /api/ready, any Host from inside the container).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains and finishes open requests (docs/decisions/021): give it
# `docker stop -t 20` or stop_grace_period: 20s, above SHUTDOWN_DRAIN_MS.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "--import", "./scripts/production-env.mjs", "dist/server/main.js"]
