import { loadConfig } from '@typing/service-kit';
import type { Request, Response } from 'express';
import { GatewayConfig } from '../config';
import { TrustedDevice } from './trusted-device';
import { UNIT_TEST_ENV, UNIT_TEST_PRODUCTION } from '../config.fixture';

const env = UNIT_TEST_ENV;
const production = UNIT_TEST_PRODUCTION;

const devices = (overrides: Record<string, string> = {}) =>
  new TrustedDevice(loadConfig(GatewayConfig, { ...env, ...overrides }));

function mint(device: TrustedDevice) {
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }),
  } as unknown as Response;
  const id = device.ensure({ cookies: {} } as Request, res);
  return { id, set };
}
const sent = (name: string, value: string) => ({ cookies: { [name]: value } }) as unknown as Request;

test('production: __Host-device, Secure, HttpOnly, Path=/ (the prefix requires it)', () => {
  const device = devices(production);
  const { set } = mint(device);
  expect(set).toHaveLength(1);
  expect(set[0]).toMatchObject({
    name: '__Host-device',
    options: { secure: true, httpOnly: true, path: '/', sameSite: 'lax' },
  });
  expect(set[0]!.options).not.toHaveProperty('domain');
  expect(device.name).toBe('__Host-device');
});

test('development: device, Path=/api, not Secure', () => {
  const { set } = mint(devices());
  expect(set[0]).toMatchObject({ name: 'device', options: { secure: false, httpOnly: true, path: '/api' } });
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

test('only an id the gateway minted is read back; a chosen or altered value is not', () => {
  const device = devices();
  const { id, set } = mint(device);
  const value = set[0]!.value;
  expect(device.read(sent('device', value))).toBe(id);
  // A value the client chose, well-formed as an id: refused.
  expect(device.read(sent('device', 'c'.repeat(43)))).toBeUndefined();
  expect(device.read(sent('device', `${'c'.repeat(43)}.${value.split('.')[1]}`))).toBeUndefined();
  const mac = value.split('.')[1]!;
  const altered = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
  expect(device.read(sent('device', altered))).toBeUndefined();
  // The same MAC spelled otherwise (base64url's last character carries two unused bits): refused too.
  const last = BASE64URL.indexOf(mac.at(-1)!);
  const respelled = `${id}.${mac.slice(0, -1)}${BASE64URL[last ^ 1]}`;
  expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
  expect(device.read(sent('device', respelled))).toBeUndefined();
  // Another deployment's key does not sign ours.
  expect(devices(production).read(sent('__Host-device', value))).toBeUndefined();
  // A sent id the gateway made is kept, not replaced.
  const again: string[] = [];
  const res = { cookie: (name: string) => again.push(name) } as unknown as Response;
  expect(device.ensure(sent('device', value), res)).toBe(id);
  expect(again).toEqual([]);
});
