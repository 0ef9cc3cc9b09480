/** `npm run nats-config -w infra`: the generated block into every committed copy. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { authorizationConfig, COMMITTED_AUTHORIZATION_FILES } from './server-config';

for (const file of COMMITTED_AUTHORIZATION_FILES) {
  fs.writeFileSync(path.join(REPO_ROOT, file), authorizationConfig());
  console.log(`[nats-config] wrote ${file}`);
}
