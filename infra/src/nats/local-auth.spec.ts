import { defaultEnv } from '../env';
import { NATS_USERS, passwordVar } from './access';
import { appNatsEnv, appPasswords, localNatsAuth } from './local-auth';

describe('NATS users of the local stacks', () => {
  it("gives the server every app's password from .env.example and an operator with a fresh password", () => {
    const first = localNatsAuth(defaultEnv());
    const second = localNatsAuth(defaultEnv());
    for (const user of NATS_USERS) expect(first.serverEnv[passwordVar(user)]).toBe(defaultEnv()[passwordVar(user)]);
    expect(first.operatorEnv.NATS_USER).toBe('operator');
    expect(first.operatorEnv.NATS_PASSWORD).toMatch(/^[A-Za-z][A-Za-z0-9]{40,}$/);
    expect(first.operatorEnv.NATS_PASSWORD).not.toBe(second.operatorEnv.NATS_PASSWORD);
    expect(first.serverEnv.NATS_PASSWORD_OPERATOR).toBe(first.operatorEnv.NATS_PASSWORD);
    expect(first.config).toContain('user: operator');
  });

  it('names the passwords an env lacks', () => {
    const { NATS_PASSWORD_AI_TEXT: _aiText, NATS_PASSWORD_MAILER: _mailer, ...rest } = defaultEnv();
    expect(() => appPasswords(rest)).toThrow(
      'NATS_PASSWORD_AI_TEXT, NATS_PASSWORD_MAILER missing from the environment (see .env.example)',
    );
  });

  it('connects each app as its own user, with its own password; the front end gets none', () => {
    expect(appNatsEnv('ai-text', defaultEnv())).toEqual({
      NATS_USER: 'ai-text',
      NATS_PASSWORD: defaultEnv().NATS_PASSWORD_AI_TEXT,
    });
    expect(appNatsEnv('web', defaultEnv())).toEqual({});
  });
});
