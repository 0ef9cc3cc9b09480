import fs from 'node:fs';
import path from 'node:path';

/** One instruction of a Dockerfile (continuation lines joined, comments dropped). */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trimStart().startsWith('#'))) return;
    if (pending && line.trimStart().startsWith('#')) return;
    if (!pending) start = index + 1;
    pending += (pending ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) return;
    const [keyword, ...rest] = pending.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
    pending = '';
  });
  return instructions;
}

/** .dockerignore's rules, in order (`!` re-includes). */
export function parseDockerignore(text: string): { pattern: string; negate: boolean }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
      return { pattern, negate };
    });
}

/** Whether Docker leaves `file` (relative to the context) out of the build context. */
export function isIgnored(file: string, rules: { pattern: string; negate: boolean }[]): boolean {
  const parts = path.posix.normalize(file).split('/');
  // A rule matching a folder excludes everything in it.
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => path.posix.matchesGlob(prefix, rule.pattern))) ignored = !rule.negate;
  }
  return ignored;
}

function stages(instructions: Instruction[]): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

/** The JSON or shell form of CMD/HEALTHCHECK CMD as words. */
function words(args: string): string[] {
  const text = args.replace(/^CMD\s+/i, '');
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // shell form
  }
  return text.split(/\s+/);
}

export interface DockerfileCheck {
  /** Path of the Dockerfile relative to the context (the repository root). */
  dockerfile: string;
  /** The build context (absolute). */
  context: string;
  /** Workspace folders whose package.json every image must copy (npm resolves all of them). */
  workspaces: string[];
}

/**
 * What every image must have: a Node 24 base, several stages, COPY sources that exist and are
 * not excluded by .dockerignore, every workspace manifest, a non-root USER, a HEALTHCHECK and,
 * for Node apps, a CMD that runs a compiled entry point whose source exists.
 */
export function dockerfileProblems({ dockerfile, context, workspaces }: DockerfileCheck): string[] {
  const file = path.join(context, dockerfile);
  if (!fs.existsSync(file)) return [`${dockerfile} does not exist`];
  const problems: string[] = [];
  const say = (message: string, line?: number) => problems.push(`${dockerfile}${line ? `:${line}` : ''}: ${message}`);
  const instructions = parseDockerfile(fs.readFileSync(file, 'utf8'));
  const ignoreFile = path.join(context, '.dockerignore');
  const rules = fs.existsSync(ignoreFile) ? parseDockerignore(fs.readFileSync(ignoreFile, 'utf8')) : [];

  const nodeBase = instructions.find((i) => i.keyword === 'ARG' && /^NODE_IMAGE=/.test(i.args));
  if (!nodeBase || !/^NODE_IMAGE=node:24[.-]/.test(nodeBase.args)) say('NODE_IMAGE must default to a node:24 image');
  const all = stages(instructions);
  if (all.length < 2) say('must be a multi-stage build');
  const final = all.at(-1) ?? [];

  const copied = new Set<string>();
  for (const copy of instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
    const parts = copy.args.split(/\s+/).filter((part) => !part.startsWith('--'));
    if (/--from=/.test(copy.args)) continue;
    for (const source of parts.slice(0, -1)) {
      const rel = path.posix.normalize(source.replace(/\/$/, ''));
      copied.add(rel);
      if (!fs.existsSync(path.join(context, rel))) say(`COPY source ${source} does not exist`, copy.line);
      else if (rel !== '.' && isIgnored(rel, rules))
        say(`COPY source ${source} is excluded by .dockerignore`, copy.line);
    }
  }
  for (const workspace of workspaces) {
    const manifest = path.posix.join(workspace, 'package.json');
    if (!copied.has(manifest)) say(`does not copy ${manifest} (npm needs every workspace's manifest)`);
  }

  const user = final.filter((i) => i.keyword === 'USER').at(-1);
  if (!user) say('the final stage sets no USER (runs as root)');
  else if (/^(0|root)(:|$)/.test(user.args)) say('the final stage runs as root', user.line);
  if (!final.some((i) => i.keyword === 'HEALTHCHECK' && !/^NONE/i.test(i.args)))
    say('the final stage has no HEALTHCHECK');

  const cmd = final.filter((i) => i.keyword === 'CMD').at(-1);
  if (cmd) {
    const [program, entry] = words(cmd.args);
    if (program === 'node') {
      const source = entry?.replace(/\.js$/, '.ts');
      if (!source || !fs.existsSync(path.join(context, source)))
        say(`CMD runs ${entry}, but ${source} does not exist`, cmd.line);
    }
  }
  return problems;
}

/** The workspace folders of the root package.json (globs such as `services/*` expanded). */
export function workspaceDirs(root: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}
