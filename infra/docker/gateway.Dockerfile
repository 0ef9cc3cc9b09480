# Build from the repository root (the npm workspaces need it); see docs/decisions/deploy/images.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# npm resolves the whole workspace list, so every manifest is copied.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/typing-core/package.json packages/typing-core/
COPY packages/practice-content/package.json packages/practice-content/
COPY gateway/package.json gateway/
COPY services/auth/package.json services/auth/
COPY services/results/package.json services/results/
COPY services/ai-text/package.json services/ai-text/
COPY services/billing/package.json services/billing/
COPY services/contact/package.json services/contact/
COPY services/mailer/package.json services/mailer/
COPY frontend/package.json frontend/
COPY infra/package.json infra/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Not `npm ci`: the lockfile lacks other platforms' optional SWC binaries.
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm install --loglevel=error
COPY infra/docker/ infra/docker/
COPY infra/src/deploy/health-probe.ts infra/src/deploy/
COPY packages/ packages/
COPY gateway/ gateway/
RUN node_modules/.bin/swc packages/contracts/src packages/service-kit/src packages/typing-core/src gateway/src \
      infra/src/deploy/health-probe.ts -d /out --config-file infra/docker/swcrc.json --ignore '**/*.spec.ts' \
 && node infra/docker/compiled-manifests.mjs /out packages/contracts packages/service-kit packages/typing-core gateway

FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --workspace=@typing/gateway --loglevel=error \
 && mkdir -p /prod && cp -a node_modules /prod/ \
 && for dir in packages/* gateway; do \
      if [ -d "$dir/node_modules" ]; then mkdir -p "/prod/$dir" && cp -a "$dir/node_modules" "/prod/$dir/"; fi; \
    done

# Nothing is written at run time, so containers run with a read-only root filesystem.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /prod/ ./
COPY --from=build /out/ ./
# Numeric, so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000 9464
STOPSIGNAL SIGTERM
# Liveness only: /api/health would mark every gateway unhealthy when one service is down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.GATEWAY_PORT||3000}/api/health/live`).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/src/main.js"]
