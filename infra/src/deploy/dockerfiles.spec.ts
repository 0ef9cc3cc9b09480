import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_APPS } from './app-configs';
import { dockerfileProblems, parseDockerfile, workspaceDirs } from './dockerfiles';
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

const check = (text: string) => {
  write('api.Dockerfile', text);
  return dockerfileProblems({ dockerfile: 'api.Dockerfile', context, workspaces: workspaceDirs(context) });
};

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

  it('joins continuation lines and skips comments', () => {
    expect(parseDockerfile('# c\nRUN a \\\n  # inner\n  && b\nUSER 1\n')).toEqual([
      { keyword: 'RUN', args: 'a && b', line: 2 },
      { keyword: 'USER', args: '1', line: 5 },
    ]);
  });

  it('passes for every image the repository ships', () => {
    const workspaces = workspaceDirs(REPO_ROOT);
    for (const app of ALL_APPS) {
      expect([
        app,
        dockerfileProblems({ dockerfile: `infra/docker/${app}.Dockerfile`, context: REPO_ROOT, workspaces }),
      ]).toEqual([app, []]);
    }
  });
});
