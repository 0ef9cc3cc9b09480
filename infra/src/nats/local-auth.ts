/** Local stacks add an operator user with a fresh random password, which tests and tools use to reach any subject. */
import { randomBytes } from 'node:crypto';
import type { Env } from '../env';
import { NATS_USERS, passwordVar } from './access';
import { authorizationConfig, OPERATOR_USER } from './server-config';

export interface LocalNatsAuth {
  config: string;
  serverEnv: Env;
  /** Published in the stack's env. */
  operatorEnv: { NATS_USER: string; NATS_PASSWORD: string };
}

export function appPasswords(env: Env): Env {
  const names = NATS_USERS.map(passwordVar);
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} missing from the environment (see .env.example)`);
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}

export function localNatsAuth(passwords: Env): LocalNatsAuth {
  // Starts with a letter: nats-server parses the variable's value as a config value.
  const operatorPassword = `op${randomBytes(24).toString('hex')}`;
  return {
    config: authorizationConfig({ operator: true }),
    serverEnv: { ...appPasswords(passwords), [passwordVar(OPERATOR_USER)]: operatorPassword },
    operatorEnv: { NATS_USER: OPERATOR_USER, NATS_PASSWORD: operatorPassword },
  };
}

export function appNatsEnv(app: string, env: Env): Env {
  const password = env[passwordVar(app)];
  return password ? { NATS_USER: app, NATS_PASSWORD: password } : {};
}
