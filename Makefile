SHELL := /bin/bash
.DEFAULT_GOAL := help

# Node 24 comes from the npm registry (the `node` devDependency), so it goes first on PATH.
export PATH := $(CURDIR)/node_modules/.bin:$(CURDIR)/.tools/bin:/usr/local/go/bin:$(PATH)
# Nest 12 is ESM-only; Jest loads it through Node's VM modules.
JEST_ENV := NODE_OPTIONS=--experimental-vm-modules
JEST := $(JEST_ENV) jest

.PHONY: help dev test install tools lint eslint prettier knip shellcheck typecheck typecheck-node typecheck-frontend checks checks-unit-journeys unit integration e2e e2e-beside e2e-after build clean up down validate-deploy compose-test

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

# Light journeys on the shared stack, run by `make test` beside the integration files on the core those leave idle.
E2E_BESIDE := e2e/(public-pages|account-settings|dashboard-history|dashboard|typing-options|typing-focus|exam-results|hindi-exams|quote-mode)\.e2e\.spec\.ts$$

# Niced: the integration files keep their core, the journeys take what is left.
e2e-beside: install tools
	$(JEST_ENV) nice -n 10 jest --selectProjects e2e --maxWorkers=1 --testPathPatterns '$(E2E_BESIDE)'

e2e-after: install tools
	$(JEST) --selectProjects e2e --maxWorkers=3 --testPathIgnorePatterns '$(E2E_BESIDE)'

build: install
	cd frontend && vite build

# The integration files keep one core busy: the checks, unit tests and a few journeys use the other.
test: install tools
	@$(MAKE) --no-print-directory -j2 --output-sync=target integration checks-unit-journeys
	@$(MAKE) --no-print-directory e2e-after

checks-unit-journeys:
	@$(MAKE) --no-print-directory checks
	@$(MAKE) --no-print-directory unit
	@$(MAKE) --no-print-directory e2e-beside

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
