# The front end image: the Vite build served by nginx. Build from the repository root:
#   docker build -f infra/docker/frontend.Dockerfile -t typing/frontend .
# Layout and choices: docs/decisions/deploy/images.md.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# 1. Manifests and lockfile first, so the dependency layer is cached until one changes.
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

# 2. Build on Node 24: the front end and the browser-safe workspace packages it imports.
#    (`npm install` with the committed lockfile, not `npm ci`: see docs/decisions/deploy/images.md.)
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm install --loglevel=error
# frontend/tsconfig.json extends it; the build's prerender step compiles through it.
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY frontend/ frontend/
RUN cd frontend && ../node_modules/.bin/vite build

# 3. Runtime: nginx as an unprivileged user (uid 101), static files only, no Node at all.
#    It writes only its pid and temp files under /tmp: the root filesystem can be read-only.
FROM ${NGINX_IMAGE} AS runtime
COPY infra/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/frontend/dist/ /usr/share/nginx/html/
USER 101:101
EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
