# Build from the repository root; see docs/decisions/deploy/images.md.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

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

FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm install --loglevel=error
# frontend/tsconfig.json extends it; the build's prerender step compiles through it.
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY frontend/ frontend/
RUN cd frontend && ../node_modules/.bin/vite build

# nginx writes only under /tmp, so the root filesystem can be read-only.
FROM ${NGINX_IMAGE} AS runtime
COPY infra/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/frontend/dist/ /usr/share/nginx/html/
USER 101:101
EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
