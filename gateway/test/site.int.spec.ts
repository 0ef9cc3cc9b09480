/**
 * GET /api/site over a real gateway (Redis and NATS of the test stack, no service needed): the
 * deployment's addresses and team come from its configuration, to anyone, cacheable.
 */
import type { INestApplication } from '@nestjs/common';
import { type SiteInfo, SiteInfoSchema } from '@typing/contracts';
import { stackEnv } from '@typing/infra/jest';
import { loadConfig } from '@typing/service-kit';
import { createGatewayApp, GatewayConfig } from '../src';

const env = {
  ...stackEnv(),
  REDIS_URL: `${stackEnv().REDIS_URL}/10`,
  APP_ORIGIN: 'http://localhost:5173',
  GATEWAY_PORT: '0',
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'help@typing.example',
  PRIVACY_EMAIL: 'privacy@typing.example',
  GRIEVANCE_EMAIL: 'officer@typing.example',
  TEAM_1_NAME: 'Asha Rao',
  TEAM_1_ROLE: 'Founder',
  TEAM_1_LINK: 'https://typing.example/team/asha',
};

let gateway: INestApplication;
let base: string;

beforeAll(async () => {
  gateway = await createGatewayApp(loadConfig(GatewayConfig, env));
  await gateway.listen(0, '127.0.0.1');
  base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
});

afterAll(() => gateway.close());

test('answers the configured addresses and team to a guest, as its contract says, cacheable', async () => {
  const answer = await fetch(`${base}/api/site`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  const body = (await answer.json()) as SiteInfo;
  expect(SiteInfoSchema.parse(body)).toEqual(body);
  expect(body).toEqual({
    supportEmail: 'help@typing.example',
    privacyEmail: 'privacy@typing.example',
    grievanceEmail: 'officer@typing.example',
    team: [
      { name: 'Asha Rao', role: 'Founder', link: 'https://typing.example/team/asha' },
      // Not configured: the placeholder, which links to this site's own contact page.
      { name: 'Team member two', role: 'Product Designer & Front-End Engineer', link: '/contact' },
    ],
  });
});

test('is read-only: other methods are refused with a 4xx, never a 5xx', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await fetch(`${base}/api/site`, {
      method,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ supportEmail: 'x@evil.example', $set: { a: 1 } }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  expect(((await (await fetch(`${base}/api/site`)).json()) as SiteInfo).supportEmail).toBe('help@typing.example');
});

test('the OpenAPI document describes it with its contract', async () => {
  const doc = (await (await fetch(`${base}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
  };
  const operation = doc.paths['/api/site']?.get;
  expect(operation?.tags).toEqual(['system']);
  expect(JSON.stringify(operation?.responses['200'])).toMatch(/supportEmail.*privacyEmail.*grievanceEmail.*team/);
});
