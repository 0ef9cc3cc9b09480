import fs from 'node:fs';
import path from 'node:path';

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

type Scope = Map<string, string | undefined>;

/** Docker's variable substitution; `unresolved` lists those Docker would silently make empty. */
export function expandVariables(text: string, scope: Scope): { value: string; unresolved: string[] } {
  const unresolved: string[] = [];
  const value = text.replace(
    /\\\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced: string | undefined, operator: string | undefined, word: string | undefined, bare) => {
      if (match === '\\$') return '$';
      const name: string = braced ?? bare;
      const current = scope.get(name);
      const unset = current === undefined || (operator?.startsWith(':') === true && current === '');
      if (operator?.endsWith('-')) return unset ? (word ?? '') : current!;
      if (operator?.endsWith('+')) return unset ? '' : (word ?? '');
      if (current === undefined) unresolved.push(name);
      return current ?? '';
    },
  );
  return { value, unresolved };
}

function shellWords(script: string): string[] {
  return [...script.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The shell form is expanded with the final stage's ENV only: build args do not exist at run time. */
function commandWords(args: string, env: Scope): { words: string[]; unresolved: string[] } {
  const text = args.replace(/^(--\S+\s+)*CMD\s+/i, '');
  let exec: string[] | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) exec = parsed.map(String);
  } catch {
    // shell form
  }
  let script = text;
  if (exec) {
    if (!/^(\/bin\/)?sh$/.test(exec[0] ?? '') || exec[1] !== '-c') return { words: exec, unresolved: [] };
    script = exec[2] ?? '';
  }
  const { value, unresolved } = expandVariables(script, env);
  const words = shellWords(value);
  return { words: words[0] === 'exec' ? words.slice(1) : words, unresolved };
}

export interface DockerfileCheck {
  dockerfile: string;
  context: string;
  /** npm resolves every workspace, so every image must copy each package.json. */
  workspaces: string[];
  buildArgs?: Record<string, string>;
}

/** Messages name the build args, since one Dockerfile may be checked once per service. */
export function dockerfileProblems({ dockerfile, context, workspaces, buildArgs = {} }: DockerfileCheck): string[] {
  const file = path.join(context, dockerfile);
  if (!fs.existsSync(file)) return [`${dockerfile} does not exist`];
  const problems: string[] = [];
  const label = Object.entries(buildArgs)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  const say = (message: string, line?: number) =>
    problems.push(`${dockerfile}${line ? `:${line}` : ''}${label ? ` [${label}]` : ''}: ${message}`);
  const text = fs.readFileSync(file, 'utf8');
  const instructions = parseDockerfile(text);
  // `# syntax=` makes BuildKit pull a front-end image, which an engine without registry access cannot.
  const directives = text.slice(0, text.search(/^[ \t]*[^#\s]/m)).split('\n');
  const syntax = directives.findIndex((line) => /^#\s*syntax\s*=/i.test(line));
  if (syntax >= 0) say('names a BuildKit front-end image (`# syntax=`): builds without a registry fail', syntax + 1);
  const ignoreFile = path.join(context, '.dockerignore');
  const rules = fs.existsSync(ignoreFile) ? parseDockerignore(fs.readFileSync(ignoreFile, 'utf8')) : [];

  const nodeBase = instructions.find((i) => i.keyword === 'ARG' && /^NODE_IMAGE=/.test(i.args));
  if (!nodeBase || !/^NODE_IMAGE=node:24[.-]/.test(nodeBase.args)) say('NODE_IMAGE must default to a node:24 image');

  // Global ARGs reach a stage only when it declares them again; ENV passes to a stage built FROM another.
  const globalArgs: Scope = new Map();
  const stageEnvs = new Map<string, Scope>();
  const declared = new Set<string>();
  let stage: { args: Scope; env: Scope; instructions: Instruction[] } | undefined;
  const stages: NonNullable<typeof stage>[] = [];
  const lookup = (): Scope => (stage ? new Map([...stage.args, ...stage.env]) : globalArgs);
  const expand = (text: string, line: number, what: string) => {
    const { value, unresolved } = expandVariables(text, lookup());
    for (const name of unresolved)
      say(`${what} uses \${${name}}, which has no value here (no ARG default, build arg or ENV)`, line);
    return value;
  };

  const copied = new Set<string>();
  for (const instruction of instructions) {
    const { keyword, args, line } = instruction;
    if (keyword === 'FROM') {
      const [base, as, name] = args.split(/\s+/).filter((part) => !part.startsWith('--'));
      stage = { args: new Map(), env: new Map(stageEnvs.get(base) ?? []), instructions: [] };
      stages.push(stage);
      if (as?.toUpperCase() === 'AS' && name) stageEnvs.set(name, stage.env);
    }
    stage?.instructions.push(instruction);
    if (keyword === 'ARG') {
      for (const declaration of args.split(/\s+/)) {
        const at = declaration.indexOf('=');
        const name = at < 0 ? declaration : declaration.slice(0, at);
        declared.add(name);
        const fallback =
          at < 0 ? (stage ? globalArgs.get(name) : undefined) : expand(declaration.slice(at + 1), line, 'ARG');
        (stage?.args ?? globalArgs).set(name, Object.hasOwn(buildArgs, name) ? buildArgs[name] : fallback);
      }
    } else if (keyword === 'ENV' && stage) {
      const words = /^[^\s=]+=/.test(args) ? shellWords(args) : [args.replace(/\s+/, '=')];
      for (const pair of words) {
        const at = pair.indexOf('=');
        if (at > 0) stage.env.set(pair.slice(0, at), expand(pair.slice(at + 1), line, 'ENV'));
      }
    } else if ((keyword === 'COPY' || keyword === 'ADD') && !/--from=/.test(args)) {
      const parts = args.split(/\s+/).filter((part) => !part.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        const resolved = expand(source, line, `COPY source ${source}`);
        const shown = resolved === source ? source : `${source} (${resolved})`;
        const rel = path.posix.normalize(resolved.replace(/\/$/, ''));
        copied.add(rel);
        if (!fs.existsSync(path.join(context, rel))) say(`COPY source ${shown} does not exist`, line);
        else if (rel !== '.' && isIgnored(rel, rules)) say(`COPY source ${shown} is excluded by .dockerignore`, line);
      }
    }
  }
  for (const name of Object.keys(buildArgs))
    if (!declared.has(name)) say(`build arg ${name} is not declared by any ARG (a typo, or unused)`);
  for (const file of excludedSources(context, copied, rules))
    say(`COPY leaves out ${file} (excluded by .dockerignore), a source file the app builds from`);
  for (const missing of missingTsconfigBases(context, copied))
    say(`copies ${missing.from}, whose tsconfig extends ${missing.base}, which is not copied`);
  if (stages.length < 2) say('must be a multi-stage build');
  for (const workspace of workspaces) {
    const manifest = path.posix.join(workspace, 'package.json');
    if (!copied.has(manifest)) say(`does not copy ${manifest} (npm needs every workspace's manifest)`);
  }

  const final = stages.at(-1)?.instructions ?? [];
  const runtimeEnv = stages.at(-1)?.env ?? new Map();
  const user = final.filter((i) => i.keyword === 'USER').at(-1);
  if (!user) say('the final stage sets no USER (runs as root)');
  else if (/^(0|root)(:|$)/.test(user.args)) say('the final stage runs as root', user.line);
  const healthcheck = final.filter((i) => i.keyword === 'HEALTHCHECK').at(-1);
  if (!healthcheck || /^NONE/i.test(healthcheck.args)) say('the final stage has no HEALTHCHECK');

  const cmd = final.filter((i) => i.keyword === 'CMD').at(-1);
  for (const [what, instruction] of [
    ['HEALTHCHECK', healthcheck],
    ['CMD', cmd],
  ] as const) {
    if (!instruction || /^NONE/i.test(instruction.args)) continue;
    const { words, unresolved } = commandWords(instruction.args, runtimeEnv);
    for (const name of unresolved)
      say(
        `${what} uses $${name}, which the final stage's ENV does not set (build args do not reach run time)`,
        instruction.line,
      );
    const [program, entry] = words;
    if (program !== 'node' || entry?.startsWith('-')) continue;
    const source = entry?.replace(/\.js$/, '.ts');
    if (!source || !fs.existsSync(path.join(context, source)))
      say(`${what} runs ${entry}, but ${source} does not exist`, instruction.line);
  }
  return problems;
}

function excludedSources(context: string, copied: Set<string>, rules: ReturnType<typeof parseDockerignore>): string[] {
  const excluded: string[] = [];
  const walk = (dir: string, inSrc: boolean) => {
    for (const entry of fs.readdirSync(path.join(context, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel, inSrc || entry.name === 'src');
      else if (
        inSrc &&
        /\.(tsx?|css|json)$/.test(entry.name) &&
        !/\.spec\.tsx?$/.test(entry.name) &&
        isIgnored(rel, rules)
      )
        excluded.push(rel);
    }
  };
  for (const source of copied)
    if (source !== '.' && fs.statSync(path.join(context, source), { throwIfNoEntry: false })?.isDirectory())
      walk(source, source.split('/').includes('src'));
  return excluded;
}

/** Extended tsconfig files no COPY brings: compiling through the folder's tsconfig fails without them. */
function missingTsconfigBases(context: string, copied: Set<string>): { from: string; base: string }[] {
  const covered = (file: string) =>
    [...copied].some((source) => source === '.' || file === source || file.startsWith(`${source}/`));
  const missing: { from: string; base: string }[] = [];
  for (const source of copied) {
    const tsconfig = path.posix.join(source, 'tsconfig.json');
    if (!fs.existsSync(path.join(context, tsconfig))) continue;
    const base = /"extends"\s*:\s*"(\.[^"]+)"/.exec(fs.readFileSync(path.join(context, tsconfig), 'utf8'))?.[1];
    if (!base) continue;
    const resolved = path.posix.normalize(path.posix.join(source, base));
    if (!covered(resolved)) missing.push({ from: tsconfig, base: resolved });
  }
  return missing;
}

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
