SHELL := /bin/bash
.DEFAULT_GOAL := help

# Node 24 comes from the npm registry (the `node` devDependency), so it goes first on PATH.
export PATH := $(CURDIR)/node_modules/.bin:$(CURDIR)/.tools/bin:/usr/local/go/bin:$(PATH)
# Nest 12 is ESM-only; Jest loads it through Node's VM modules.
JEST := NODE_OPTIONS=--experimental-vm-modules jest

.PHONY: help dev test install tools lint eslint prettier knip shellcheck typecheck typecheck-node typecheck-frontend checks checks-then-unit unit integration e2e build clean up down validate-deploy compose-test

help:
	@echo "make dev    run the whole product locally (installs what is missing)"
	@echo "make test   lint, typecheck, unit, integration and browser tests"

# Not npm ci, which this lockfile fails (see docs/TOOLCHAIN.md).
node_modules/.install-stamp: package.json package-lock.json $(wildcard */package.json */*/package.json)
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

install: node_modules/.install-stamp

tools:
	@bash infra/scripts/install-tools.sh

dev: install tools
	node -r @swc-node/register infra/src/dev.ts

lint: eslint prettier knip shellcheck

eslint: install
	eslint . --max-warnings 0

prettier: install
	prettier --check . --log-level warn

# Unused files, exports and dependencies (knip.jsonc names each workspace's entry points).
knip: install
	knip --no-progress

shellcheck:
	@command -v shellcheck >/dev/null || bash infra/scripts/install-tools.sh packages
	shellcheck $$(git ls-files '*.sh') .ci/run

typecheck: typecheck-node typecheck-frontend

typecheck-node: install
	tsc -p tsconfig.json --noEmit

typecheck-frontend: install
	tsc -p frontend/tsconfig.json --noEmit

checks: lint typecheck validate-deploy

unit: install
	$(JEST) --selectProjects unit --maxWorkers=2

integration: install tools
	$(JEST) --selectProjects integration --runInBand

e2e: install tools
	$(JEST) --selectProjects e2e --maxWorkers=3

build: install
	cd frontend && vite build

# The integration files mostly wait on their servers, so the checks and unit tests share the machine with them.
test: install tools
	@$(MAKE) --no-print-directory -j2 --output-sync=target integration checks-then-unit
	@$(MAKE) --no-print-directory e2e

checks-then-unit:
	@$(MAKE) --no-print-directory checks
	@$(MAKE) --no-print-directory unit

clean:
	rm -rf node_modules .tools frontend/dist

COMPOSE := docker compose -f docker-compose.yml

up:
	$(COMPOSE) up --build --detach --wait
	@echo "app: http://localhost:$${WEB_PORT:-5173}  mail: http://localhost:$${MAIL_UI_PORT:-11080}  MinIO console: http://localhost:$${S3_CONSOLE_PORT:-19001}"

down:
	$(COMPOSE) down

compose-test: install
	bash infra/compose-test/run.sh

validate-deploy: install tools
	node -r @swc-node/register infra/src/deploy/check.ts

.PHONY: bench
bench: install
	npm run bench -w bench --silent
