/** Passwords are never written here: each is a variable of the server's environment, set from the secret the app reads. */
import { natsPermissions, NATS_USERS, passwordVar, type NatsUser } from './access';

/** Any subject; never in compose or Kubernetes. */
export const OPERATOR_USER = 'operator';

export const COMMITTED_AUTHORIZATION_FILES = ['infra/nats/authorization.conf', 'k8s/base/nats-authorization.conf'];

const list = (subjects: readonly string[]) => `[${subjects.map((subject) => JSON.stringify(subject)).join(', ')}]`;

function userBlock(user: NatsUser): string {
  const { publish, subscribe, allowResponses } = natsPermissions(user);
  const publishRules = publish.deny.length
    ? `{ allow: ${list(publish.allow)}, deny: ${list(publish.deny)} }`
    : `{ allow: ${list(publish.allow)} }`;
  return [
    '    {',
    `      user: ${user}`,
    `      password: $${passwordVar(user)}`,
    '      permissions: {',
    `        publish: ${publishRules}`,
    `        subscribe: { allow: ${list(subscribe.allow)} }`,
    ...(allowResponses ? ['        allow_responses: true'] : []),
    '      }',
    '    }',
  ].join('\n');
}

export interface AuthorizationOptions {
  operator?: boolean;
}

export function authorizationConfig({ operator = false }: AuthorizationOptions = {}): string {
  const users = NATS_USERS.map(userBlock);
  if (operator) {
    users.push(
      ['    {', `      user: ${OPERATOR_USER}`, `      password: $${passwordVar(OPERATOR_USER)}`, '    }'].join('\n'),
    );
  }
  return [
    '# Generated from infra/src/nats/access.ts (npm run nats-config -w infra); `make validate-deploy`',
    "# fails when this file differs. Passwords come from the server's environment (NATS_PASSWORD_*).",
    'authorization {',
    '  users = [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

export function authorizationDrift(read: (file: string) => string | undefined): string[] {
  const expected = authorizationConfig();
  return COMMITTED_AUTHORIZATION_FILES.filter((file) => read(file) !== expected).map(
    (file) => `${file} differs from the permissions table (infra/src/nats/access.ts): run npm run nats-config -w infra`,
  );
}
