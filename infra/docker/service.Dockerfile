# Every NATS service's image, chosen by SERVICE (its folder under services/); build from the repository root.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG SERVICE

# npm resolves the whole workspace list, so every manifest is copied; no SERVICE here, so all services share it.
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

# Not `npm ci`: the lockfile lacks other platforms' optional SWC binaries (docs/decisions/deploy/images.md).
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm install --loglevel=error
ARG SERVICE
# An empty SERVICE would copy and compile every service.
RUN test -n "${SERVICE}" && test -f "services/${SERVICE}/package.json" \
 || { echo "build arg SERVICE must name a folder under services/ (got '${SERVICE}')" >&2; exit 1; }
COPY infra/docker/ infra/docker/
COPY infra/src/deploy/health-probe.ts infra/src/deploy/
COPY packages/ packages/
COPY services/${SERVICE}/ services/${SERVICE}/
RUN node_modules/.bin/swc packages/contracts/src packages/service-kit/src packages/typing-core/src packages/practice-content/src "services/${SERVICE}/src" \
      infra/src/deploy/health-probe.ts -d /out --config-file infra/docker/swcrc.json --ignore '**/*.spec.ts' \
 && node infra/docker/compiled-manifests.mjs /out packages/contracts packages/service-kit packages/typing-core packages/practice-content "services/${SERVICE}" \
 && cp -r packages/practice-content/data /out/packages/practice-content/

FROM manifests AS deps
ARG SERVICE
RUN --mount=type=cache,target=/root/.npm test -n "${SERVICE}" \
 && npm install --omit=dev --workspace="services/${SERVICE}" --loglevel=error \
 && mkdir -p /prod && cp -a node_modules /prod/ \
 && for dir in packages/* "services/${SERVICE}"; do \
      if [ -d "$dir/node_modules" ]; then mkdir -p "/prod/$dir" && cp -a "$dir/node_modules" "/prod/$dir/"; fi; \
    done

# Nothing is written at run time, so containers run with a read-only root filesystem.
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
# CMD and HEALTHCHECK cannot expand build args.
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=deps /prod/ ./
COPY --from=build /out/ ./
# Numeric, so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# Metrics only; the service itself speaks only NATS.
EXPOSE 9464
# `exec` makes node PID 1, so it receives the signal itself.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/bin/sh", "-c", "exec node infra/src/deploy/health-probe.js \"$SERVICE\""]
CMD ["/bin/sh", "-c", "exec node \"services/$SERVICE/src/main.js\""]
