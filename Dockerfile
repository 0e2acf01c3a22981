# The image the Helm chart (deploy/helm/fanout) runs: one image, three commands.
#   API:       node dist/api/main.js              (the default)
#   worker:    node dist/activities/worker-main.js
#   migrate:   node dist/core/db/migrate-main.js  (the chart's pre-install/pre-upgrade Job)
#   docker build -t registry.example/fanout:1.0.0 .
# Production mode needs no dev dependency at run time (tsx, vite, jest are for tests and builds):
# the build stage compiles dist/ and the dashboard, then prunes them away.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# npm ci runs `prepare`, which builds the dashboard (api/dashboard/dist).
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf test

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FANOUT_SANDBOX=false \
    FANOUT_DATA_DIR=/app/.fanout
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The data dir is the only place under /app the service writes (demo key, local media); the
# worker bundles its workflows under /tmp.
RUN mkdir -p /app/.fanout && chown node:node /app/.fanout
# node is uid 1000 in the official image; numeric so Kubernetes' runAsNonRoot can check it.
USER 1000
EXPOSE 3000
CMD ["node", "dist/api/main.js"]
