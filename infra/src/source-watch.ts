/** Not Node's own watch mode, which would leave a crashed app down: its parent waits for a change. */
import fs from 'node:fs';
import path from 'node:path';
import { NODE_APP_NAMES, type NodeAppName, SERVICE_NAMES } from './apps';
import { REPO_ROOT } from './paths';

export function appsForChange(file: string): NodeAppName[] {
  const parts = file.split(/[\\/]/);
  if (!/\.(ts|json)$/.test(file) || /\.(spec|int\.spec|type-test)\.ts$/.test(file)) return [];
  if (parts[0] === 'gateway' && parts[1] === 'src') return ['gateway'];
  if (parts[0] === 'services' && parts[2] === 'src') {
    return SERVICE_NAMES.filter((name) => name === parts[1]);
  }
  if (parts[0] === 'packages' && parts[2] === 'src') return [...NODE_APP_NAMES];
  return [];
}

function sourceFolders(root: string): string[] {
  const under = (folder: string) =>
    fs.existsSync(path.join(root, folder))
      ? fs.readdirSync(path.join(root, folder)).map((name) => path.join(folder, name, 'src'))
      : [];
  return ['gateway/src', ...under('services'), ...under('packages')].filter((folder) =>
    fs.existsSync(path.join(root, folder)),
  );
}

/** Once per burst of saves. */
export function watchSources(
  onChange: (apps: NodeAppName[]) => void,
  { root = REPO_ROOT, settleMs = 300 }: { root?: string; settleMs?: number } = {},
): () => void {
  const due = new Set<NodeAppName>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers = sourceFolders(root).map((folder) =>
    fs.watch(path.join(root, folder), { recursive: true }, (_event, file) => {
      if (!file) return;
      for (const app of appsForChange(path.join(folder, file.toString()))) due.add(app);
      if (due.size === 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const apps = [...due];
        due.clear();
        onChange(apps);
      }, settleMs);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
