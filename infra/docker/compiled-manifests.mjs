// Points workspace entries at SWC's .js for Node. Usage: node compiled-manifests.mjs <out-dir> <workspace-dir>...
import fs from 'node:fs';
import path from 'node:path';

const [outDir, ...workspaces] = process.argv.slice(2);
if (!outDir || workspaces.length === 0) {
  console.error('usage: compiled-manifests.mjs <out-dir> <workspace-dir>...');
  process.exit(2);
}

const toJs = (value) =>
  typeof value === 'string'
    ? value.replace(/\.ts$/, '.js')
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJs(inner)]))
      : value;

for (const dir of workspaces) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const field of ['main', 'types', 'exports']) if (manifest[field]) manifest[field] = toJs(manifest[field]);
  delete manifest.devDependencies;
  delete manifest.scripts;
  const main = manifest.main && path.join(outDir, dir, manifest.main);
  if (main && !fs.existsSync(main)) {
    console.error(`${dir}: ${manifest.main} was not compiled (expected ${main})`);
    process.exit(1);
  }
  fs.mkdirSync(path.join(outDir, dir), { recursive: true });
  fs.writeFileSync(path.join(outDir, dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
