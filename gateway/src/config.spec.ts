import { ConfigError, loadConfig } from '@typing/service-kit';
import { DEV_JWT_SECRET, GatewayConfig } from './config';
import { siteInfo } from './site/site.controller';
import { UNIT_TEST_ENV } from './config.fixture';

const env = UNIT_TEST_ENV;
const production = {
  ...env,
  NODE_ENV: 'production',
  APP_ORIGIN: 'https://typing.example',
  JWT_SECRET: 'k7Qe2LrX9vWb4sNf8TzYp1GhJm6DcUa3',
};

test('development accepts the local origin and the development secret', () => {
  const config = loadConfig(GatewayConfig, env);
  expect(config.APP_ORIGIN).toBe('http://localhost:5173');
  expect(config.SESSION_TTL_HOURS).toBe(168);
  expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
});

test('production refuses the development origin, naming it', () => {
  expect(() => loadConfig(GatewayConfig, { ...production, APP_ORIGIN: env.APP_ORIGIN })).toThrow(ConfigError);
  expect(() => loadConfig(GatewayConfig, { ...production, APP_ORIGIN: env.APP_ORIGIN })).toThrow(
    /APP_ORIGIN must not use the development default in production/,
  );
});

test('production refuses the development JWT secret', () => {
  expect(() => loadConfig(GatewayConfig, { ...production, JWT_SECRET: DEV_JWT_SECRET })).toThrow(
    /JWT_SECRET must not use the development default in production/,
  );
});

test('the health report token: optional, 32 characters or more, never the development one in production', () => {
  expect(loadConfig(GatewayConfig, env).HEALTH_TOKEN).toBeUndefined();
  expect(() => loadConfig(GatewayConfig, { ...env, HEALTH_TOKEN: 'short' })).toThrow(
    /HEALTH_TOKEN must be at least 32/,
  );
  const devToken = 'dev-only-health-report-token-0123456789abcdef';
  expect(() => loadConfig(GatewayConfig, { ...production, HEALTH_TOKEN: devToken })).toThrow(
    /HEALTH_TOKEN must not use the development default in production/,
  );
});

test('a missing or short JWT secret stops the boot', () => {
  const { JWT_SECRET: _, ...withoutSecret } = env;
  expect(() => loadConfig(GatewayConfig, withoutSecret)).toThrow(/JWT_SECRET is missing/);
  expect(() => loadConfig(GatewayConfig, { ...env, JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
});

test('production boots with a real origin and secret', () => {
  const config = loadConfig(GatewayConfig, {
    ...production,
    SUPPORT_EMAIL: 'support@typing.example',
    PRIVACY_EMAIL: 'privacy@typing.example',
    GRIEVANCE_EMAIL: 'grievance@typing.example',
    GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
  });
  expect(config.APP_ORIGIN).toBe('https://typing.example');
  expect(config.RPC_TIMEOUT_MS).toBe(5000);
  expect(config.GOOGLE_CLIENT_ID).toBe('abc.apps.googleusercontent.com');
});

describe('site facts (GET /api/site)', () => {
  const deployed = {
    ...production,
    SUPPORT_EMAIL: 'support@typing.example',
    PRIVACY_EMAIL: 'privacy@typing.example',
    GRIEVANCE_EMAIL: 'grievance@typing.example',
  };

  test('development has .local addresses and placeholder team members that link to this site', () => {
    const config = loadConfig(GatewayConfig, env);
    expect([config.SUPPORT_EMAIL, config.PRIVACY_EMAIL, config.GRIEVANCE_EMAIL]).toEqual([
      'support@typing.local',
      'privacy@typing.local',
      'grievance@typing.local',
    ]);
    expect([config.TEAM_1_LINK, config.TEAM_2_LINK]).toEqual(['/contact', '/contact']);
  });

  test('production refuses every undeliverable .local address, naming each', () => {
    expect(() => loadConfig(GatewayConfig, production)).toThrow(
      /SUPPORT_EMAIL must not use[^\n]*\n.*PRIVACY_EMAIL must not use[^\n]*\n.*GRIEVANCE_EMAIL must not use/,
    );
    expect(() => loadConfig(GatewayConfig, { ...deployed, PRIVACY_EMAIL: 'me@Office.LOCAL' })).toThrow(
      /PRIVACY_EMAIL must not use the development default in production/,
    );
    expect(loadConfig(GatewayConfig, deployed).SUPPORT_EMAIL).toBe('support@typing.example');
  });

  test('refuses a malformed address and a team link that is neither https nor a path here', () => {
    expect(() => loadConfig(GatewayConfig, { ...env, SUPPORT_EMAIL: 'support' })).toThrow(
      /SUPPORT_EMAIL must be an email address/,
    );
    for (const link of ['http://github.com/someone', 'javascript:alert(1)', '//evil.example/x', 'github.com/x']) {
      expect(() => loadConfig(GatewayConfig, { ...env, TEAM_1_LINK: link })).toThrow(/TEAM_1_LINK must be an https/);
    }
    const config = loadConfig(GatewayConfig, {
      ...deployed,
      TEAM_1_NAME: 'Asha Rao',
      TEAM_1_ROLE: 'Founder',
      TEAM_1_LINK: 'https://github.com/asha-rao-typing',
    });
    expect(siteInfo(config)).toEqual({
      supportEmail: 'support@typing.example',
      privacyEmail: 'privacy@typing.example',
      grievanceEmail: 'grievance@typing.example',
      team: [
        { name: 'Asha Rao', role: 'Founder', link: 'https://github.com/asha-rao-typing' },
        { name: 'Team member two', role: 'Product Designer & Front-End Engineer', link: '/contact' },
      ],
    });
  });
});
