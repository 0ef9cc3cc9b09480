/**
 * docs/routes.md is the gateway's OpenAPI document as a table: this test renders it from a real
 * gateway and fails while the file differs (UPDATE_ROUTES_DOC=1 writes it instead).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { stackEnv } from '@typing/infra/jest';
import { loadConfig } from '@typing/service-kit';
import { format, resolveConfig } from 'prettier';
import { createGatewayApp, GatewayConfig } from '../src';
import { type OpenApiPaths, routesTable } from './routes-table';

const ROUTES_DOC = path.resolve(__dirname, '../../docs/routes.md');

let gateway: INestApplication;
let base: string;

beforeAll(async () => {
  const env = { ...stackEnv(), APP_ORIGIN: 'http://localhost:5173', GATEWAY_PORT: '0', LOG_LEVEL: 'warn' };
  gateway = await createGatewayApp(loadConfig(GatewayConfig, env));
  await gateway.listen(0, '127.0.0.1');
  base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
});

afterAll(() => gateway.close());

test('docs/routes.md lists every route of the OpenAPI document', async () => {
  const doc = (await (await fetch(`${base}/api/docs-json`)).json()) as OpenApiPaths;
  const options = await resolveConfig(ROUTES_DOC);
  const table = await format(routesTable(doc), { ...options, filepath: ROUTES_DOC });
  expect(table).toMatch(/\| POST +\| `\/api\/auth\/signup` +\|/);
  if (process.env.UPDATE_ROUTES_DOC === '1') await writeFile(ROUTES_DOC, table);
  expect(await readFile(ROUTES_DOC, 'utf8')).toBe(table);
});
