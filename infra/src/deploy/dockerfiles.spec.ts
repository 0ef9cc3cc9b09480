import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_APPS } from './app-configs';
import { buildArgs, buildPaths, parseCompose } from './compose';
import { dockerfileProblems, expandVariables, parseDockerfile, workspaceDirs } from './dockerfiles';
import { defaultEnv } from '../env';
import { REPO_ROOT } from '../paths';

let context: string;
const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
  fs.writeFileSync(path.join(context, file), text);
};

beforeEach(() => {
  context = fs.mkdtempSync(path.join(os.tmpdir(), 'dockerfile-check-'));
  write('package.json', JSON.stringify({ workspaces: ['apps/*', 'tools'] }));
  write('apps/api/package.json', '{}');
  write('apps/api/src/main.ts');
  write('tools/package.json', '{}');
  write('.dockerignore', 'tools/*\n!tools/package.json\n**/*.spec.ts\n');
});
afterEach(() => fs.rmSync(context, { recursive: true, force: true }));

const GOOD = `ARG NODE_IMAGE=node:24-bookworm-slim
FROM \${NODE_IMAGE} AS build
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY tools/package.json tools/
COPY apps/api/ apps/api/
FROM \${NODE_IMAGE}
COPY --from=build /out/ ./
USER 1000:1000
HEALTHCHECK CMD ["node", "-e", "0"]
CMD ["node", "apps/api/src/main.js"]
`;

const check = (text: string, buildArgs?: Record<string, string>) => {
  write('api.Dockerfile', text);
  return dockerfileProblems({ dockerfile: 'api.Dockerfile', context, workspaces: workspaceDirs(context), buildArgs });
};

/** One Dockerfile for every app under apps/, chosen by the APP build arg (like service.Dockerfile). */
const SHARED = `ARG NODE_IMAGE=node:24-bookworm-slim
ARG APP
FROM \${NODE_IMAGE} AS build
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY tools/package.json tools/
ARG APP
COPY apps/\${APP}/ apps/\${APP}/
FROM \${NODE_IMAGE}
ARG APP
ENV APP=\${APP}
COPY --from=build /out/ ./
USER 1000:1000
HEALTHCHECK --interval=5s CMD ["/bin/sh", "-c", "exec node apps/$APP/src/probe.js"]
CMD ["/bin/sh", "-c", "exec node \\"apps/$APP/src/main.js\\""]
`;

test('a `# syntax=` directive is a problem (BuildKit would pull that image); a later comment is not', () => {
  expect(check(`# syntax=docker/dockerfile:1\n${GOOD}`)).toEqual([
    'api.Dockerfile:1: names a BuildKit front-end image (`# syntax=`): builds without a registry fail',
  ]);
  expect(check(`# The api image.\n${GOOD}# syntax=docker/dockerfile:1\n`)).toEqual([]);
});

test('a copied folder whose tsconfig extends a file the image lacks is a problem; copying the base fixes it', () => {
  write('apps/api/tsconfig.json', '{ "extends": "../../tsconfig.base.json" }');
  write('tsconfig.base.json', '{}');
  expect(check(GOOD)).toEqual([
    'api.Dockerfile: copies apps/api/tsconfig.json, whose tsconfig extends tsconfig.base.json, which is not copied',
  ]);
  expect(check(GOOD.replace('COPY package.json ./', 'COPY package.json tsconfig.base.json ./'))).toEqual([]);
});

test('a source file under src/ that .dockerignore leaves out is a problem (tests are not)', () => {
  write('apps/api/src/test/controller.ts');
  write('apps/api/src/main.spec.ts');
  write('.dockerignore', 'tools/*\n!tools/package.json\n**/*.spec.ts\n**/test\n');
  expect(check(GOOD)).toEqual([
    'api.Dockerfile: COPY leaves out apps/api/src/test/controller.ts (excluded by .dockerignore), a source file the app builds from',
  ]);
  write('.dockerignore', 'tools/*\n!tools/package.json\n**/*.spec.ts\n*/*/test\n');
  expect(check(GOOD)).toEqual([]);
});

describe('Dockerfile checks', () => {
  it('accepts a multi-stage Node 24 image that copies every manifest and runs unprivileged', () => {
    expect(workspaceDirs(context)).toEqual(['apps/api', 'tools']);
    expect(check(GOOD)).toEqual([]);
  });

  it('reports missing or ignored COPY sources, a missing manifest, root, no HEALTHCHECK, a wrong CMD', () => {
    const broken = GOOD.replace('node:24-bookworm-slim', 'node:20')
      .replace('COPY tools/package.json tools/\n', 'COPY tools/README.md tools/\nCOPY tools/ignored.txt tools/\n')
      .replace('USER 1000:1000', 'USER root')
      .replace(/HEALTHCHECK.*\n/, '')
      .replace('apps/api/src/main.js', 'apps/api/src/server.js');
    write('tools/ignored.txt');
    expect(check(broken)).toEqual([
      'api.Dockerfile: NODE_IMAGE must default to a node:24 image',
      'api.Dockerfile:5: COPY source tools/README.md does not exist',
      'api.Dockerfile:6: COPY source tools/ignored.txt is excluded by .dockerignore',
      "api.Dockerfile: does not copy tools/package.json (npm needs every workspace's manifest)",
      'api.Dockerfile:10: the final stage runs as root',
      'api.Dockerfile: the final stage has no HEALTHCHECK',
      'api.Dockerfile:11: CMD runs apps/api/src/server.js, but apps/api/src/server.ts does not exist',
    ]);
  });

  it('resolves build args in COPY sources and commands, and reports a source missing for one set of args', () => {
    write('apps/api/src/probe.ts');
    expect(check(SHARED, { APP: 'api' })).toEqual([]);
    // The same file built for an app without a folder: its COPY source and entry point are missing.
    expect(check(SHARED, { APP: 'web' })).toEqual([
      'api.Dockerfile:8 [APP=web]: COPY source apps/${APP}/ (apps/web/) does not exist',
      'api.Dockerfile:14 [APP=web]: HEALTHCHECK runs apps/web/src/probe.js, but apps/web/src/probe.ts does not exist',
      'api.Dockerfile:15 [APP=web]: CMD runs apps/web/src/main.js, but apps/web/src/main.ts does not exist',
    ]);
  });

  it('reports variables without a value, build args no ARG declares, and build args used at run time', () => {
    write('apps/api/src/probe.ts');
    // No build arg: `apps/${APP}/` would be `apps//`, every app.
    expect(check(SHARED)).toEqual(
      expect.arrayContaining([
        'api.Dockerfile:8: COPY source apps/${APP}/ uses ${APP}, which has no value here (no ARG default, build arg or ENV)',
      ]),
    );
    // A global ARG is not visible in a stage that does not declare it again.
    expect(check(SHARED.replace('ARG APP\nCOPY apps', 'COPY apps'), { APP: 'api' })).toEqual([
      'api.Dockerfile:7 [APP=api]: COPY source apps/${APP}/ uses ${APP}, which has no value here (no ARG default, build arg or ENV)',
    ]);
    expect(check(SHARED, { APP: 'api', APPS: 'x' })).toEqual([
      'api.Dockerfile [APP=api APPS=x]: build arg APPS is not declared by any ARG (a typo, or unused)',
    ]);
    // Build args do not exist when the container runs; the exec form expands nothing at all.
    expect(check(SHARED.replace('ENV APP=${APP}\n', ''), { APP: 'api' })).toEqual([
      "api.Dockerfile:13 [APP=api]: HEALTHCHECK uses $APP, which the final stage's ENV does not set (build args do not reach run time)",
      'api.Dockerfile:13 [APP=api]: HEALTHCHECK runs apps//src/probe.js, but apps//src/probe.ts does not exist',
      "api.Dockerfile:14 [APP=api]: CMD uses $APP, which the final stage's ENV does not set (build args do not reach run time)",
      'api.Dockerfile:14 [APP=api]: CMD runs apps//src/main.js, but apps//src/main.ts does not exist',
    ]);
    expect(
      check(SHARED.replace(/CMD \[.*main.js.*\]/, 'CMD ["node", "apps/$APP/src/main.js"]'), { APP: 'api' }),
    ).toEqual([
      'api.Dockerfile:15 [APP=api]: CMD runs apps/$APP/src/main.js, but apps/$APP/src/main.ts does not exist',
    ]);
  });

  it('substitutes variables as Docker does', () => {
    const scope = new Map([
      ['A', 'a'],
      ['E', ''],
    ]);
    expect(expandVariables('$A ${A} ${E:-d} ${E-d} ${U:-d} ${A:+p} ${U+p} \\$A', scope)).toEqual({
      value: 'a a d  d p  $A',
      unresolved: [],
    });
    expect(expandVariables('x/${U}/$V', scope)).toEqual({ value: 'x//', unresolved: ['U', 'V'] });
  });

  it('joins continuation lines and skips comments', () => {
    expect(parseDockerfile('# c\nRUN a \\\n  # inner\n  && b\nUSER 1\n')).toEqual([
      { keyword: 'RUN', args: 'a && b', line: 2 },
      { keyword: 'USER', args: '1', line: 5 },
    ]);
  });

  it('passes for every image the repository ships, each with the build args compose gives it', () => {
    const workspaces = workspaceDirs(REPO_ROOT);
    const compose = parseCompose(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));
    const vars = defaultEnv();
    const builds = ALL_APPS.map((app) => {
      const service = compose.services[app];
      return { app, dockerfile: buildPaths(service)!.dockerfile, buildArgs: buildArgs(service, vars) };
    });
    for (const { app, dockerfile, buildArgs } of builds)
      expect([app, dockerfileProblems({ dockerfile, context: REPO_ROOT, workspaces, buildArgs })]).toEqual([app, []]);
    // The six services share one Dockerfile, each naming its own folder.
    const services = builds.filter((build) => build.dockerfile === 'infra/docker/service.Dockerfile');
    expect(services.map((build) => [build.app, build.buildArgs])).toEqual(
      ['auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'].map((app) => [app, { SERVICE: app }]),
    );
  });

  it('checks the shared service Dockerfile against the folder its SERVICE names', () => {
    const problems = dockerfileProblems({
      dockerfile: 'infra/docker/service.Dockerfile',
      context: REPO_ROOT,
      workspaces: workspaceDirs(REPO_ROOT),
      buildArgs: { SERVICE: 'no-such-service' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/COPY source services\/\$\{SERVICE\}\/ \(services\/no-such-service\/\) does not exist$/),
      expect.stringMatching(/CMD runs services\/no-such-service\/src\/main\.js, but .* does not exist$/),
    ]);
  });
});
