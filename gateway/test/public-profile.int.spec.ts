/**
 * Public profiles by choice over the real stack: HTTP → gateway → NATS → auth and results
 * services → MongoDB engine. Off by default; a unique display name under the contract's rules; the
 * page shows the display name, avatar, personal bests and test count only; leaving or deleting the
 * account removes it at once; the data export includes it. Every bad input is a 4xx that stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode, PROFILE_IMAGE_PATH, PUBLIC_AVATAR_PATTERN, type PublicUser } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { typedSteadily } from '@typing/typing-core/testing';
import sharp from 'sharp';
import { type AuthStack, bootAuthStack, Client, PASSWORD, resetLimits, signedIn } from './auth-helpers';
import { type MemberServices, startMemberServices } from './member-services';
import { typedIssuedTest } from './ranked-test-kit';

const PREFIX = 'it_public_profile';
const PATH = '/api/account/public-profile';
let stack: AuthStack;
let members: MemberServices;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 4);
  members = await startMemberServices(stack, PREFIX);
});
afterAll(async () => {
  await members.stop();
  await stack.close();
});
beforeEach(() => resetLimits(stack.redis));

const put = (client: Client, body: unknown, headers?: Record<string, string>) =>
  client.send('PUT', PATH, body, headers);
const profilePage = (name: string) => new Client(stack.base).get(`/api/community/profiles/${encodeURIComponent(name)}`);
const names = () => stack.db.collection('public_names');
const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;
/** A fresh name each run: the suite's database outlives no run, but names must not depend on order. */
const uniqueName = (stem: string) => `${stem}_${randomUUID().slice(0, 6)}`;
/** The name's 30-day hold is over (as if the days had passed). */
const endHold = (name: string) =>
  names().updateOne({ _id: name.toLowerCase() as never }, { $set: { heldUntil: new Date(Date.now() - 1000) } });

async function saveTest(client: Client, result: object) {
  const answer = await client.post('/api/result/saveresult', { ...result, clientId: randomUUID() });
  expect(answer.status).toBe(200);
  return (answer.body as { result: { id: string; netWpm: number; wpm: number } }).result;
}

test('off by default; a member appears under a name, the page shows only what it should, and leaving removes it at once', async () => {
  const { client, email } = await signedIn(stack, 'profile-asha');
  const avatar = 'dicebear:bottts:aB3dE5gH7jK9';
  await stack.db.collection('users').updateOne({ email }, { $set: { profileImage: avatar } });
  expect(await client.get(PATH)).toMatchObject({ status: 200, body: { publicProfile: null } });
  // A script's result (no ticket, machine-even) is the member's own; an issued test typed like a
  // person could rank, and is the only best the page shows.
  await saveTest(client, typedSteadily('the quick brown fox jumps over the lazy dog', 'the quick brown fox jumps'));
  const ranked = await saveTest(client, typedIssuedTest(stack.env, (await me(client))._id, { durationSeconds: 30 }));

  const name = uniqueName('Asha');
  expect(await put(client, { displayName: `  ${name} ` })).toMatchObject({
    status: 200,
    body: { publicProfile: { displayName: name } },
  });
  expect(await client.get(PATH)).toMatchObject({ status: 200, body: { publicProfile: { displayName: name } } });

  // Anyone may read the page, by the name in any case; it holds these four things and nothing else.
  // (The ranked best is written once the save is answered: the page is read until it is there.)
  let page = await profilePage(name.toLowerCase());
  await pollUntil(
    async () => {
      page = await profilePage(name.toLowerCase());
      if ((page.body as { personalBests?: unknown[] }).personalBests?.length !== 1) throw new Error('not yet');
    },
    { what: 'the ranked best on the profile', timeoutMs: 10_000, intervalMs: 25 },
  );
  expect(page.status).toBe(200);
  const body = page.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['displayName', 'personalBests', 'profileImage', 'tests']);
  expect(body).toMatchObject({
    displayName: name,
    profileImage: avatar,
    tests: 2,
    personalBests: [
      { kind: 'time-30', netWpm: ranked.netWpm, wpm: ranked.wpm, accuracy: 100, createdAt: expect.any(String) },
    ],
  });
  expect(JSON.stringify(body)).not.toMatch(/@gateway\.test|Asha Rao|userId|[0-9a-f]{24}/);

  expect(await client.send('DELETE', PATH)).toMatchObject({ status: 200, body: { publicProfile: null } });
  expect(await profilePage(name)).toMatchObject({ status: 404, body: { code: ErrorCode.NotFound } });
  expect(await client.send('DELETE', PATH)).toMatchObject({ status: 200, body: { publicProfile: null } });
  // Shown nowhere, the name is only held (30 days before anyone else may take it).
  expect(await names().countDocuments({ _id: name.toLowerCase() as never, heldUntil: { $exists: false } })).toBe(0);
});

test('a name is unique in any case; changing it frees the old one (held 30 days); the export includes it', async () => {
  const { client: asha } = await signedIn(stack, 'profile-unique-a');
  const { client: ravi } = await signedIn(stack, 'profile-unique-b');
  const first = uniqueName('Swift');
  expect((await put(asha, { displayName: first })).status).toBe(200);
  expect(await put(ravi, { displayName: first.toUpperCase() })).toMatchObject({
    status: 409,
    body: { code: ErrorCode.DisplayNameTaken },
  });
  // The same member may change the case of their own name.
  expect(await put(asha, { displayName: first.toUpperCase() })).toMatchObject({
    status: 200,
    body: { publicProfile: { displayName: first.toUpperCase() } },
  });

  const second = uniqueName('Otter');
  expect((await put(asha, { displayName: second })).status).toBe(200);
  expect((await profilePage(first)).status).toBe(404);
  expect((await profilePage(second)).status).toBe(200);
  // Freed, the old name is held for 30 days; once they are over another member may take it.
  expect(await put(ravi, { displayName: first })).toMatchObject({
    status: 409,
    body: { code: ErrorCode.DisplayNameTaken },
  });
  await endHold(first);
  expect((await put(ravi, { displayName: first })).status).toBe(200);
  expect(await names().countDocuments({ userId: { $exists: true } })).toBeGreaterThanOrEqual(2);

  const exported = await asha.get('/api/account/export');
  expect(exported).toMatchObject({ status: 200, body: { publicProfile: { displayName: second } } });
});

test('deleting the account removes the page at once, before the data goes; the name is held, linked to no one', async () => {
  const { client } = await signedIn(stack, 'profile-delete');
  const name = uniqueName('Leaving');
  expect((await put(client, { displayName: name })).status).toBe(200);
  expect((await client.post('/api/account/delete', { password: PASSWORD })).status).toBe(200);
  expect(await profilePage(name)).toMatchObject({ status: 404, body: { code: ErrorCode.NotFound } });
  const held = await names().findOne({ _id: name.toLowerCase() as never });
  expect(held).not.toHaveProperty('userId');
  expect(held?.heldUntil).toBeInstanceOf(Date);
  const { client: other } = await signedIn(stack, 'profile-after-delete');
  expect((await put(other, { displayName: name })).status).toBe(409);
});

test('a freed name is held for 30 days: no one else may take it, in any case, while its former holder may', async () => {
  const { client: asha } = await signedIn(stack, 'profile-hold-a');
  const { client: mallory } = await signedIn(stack, 'profile-hold-b');
  const name = uniqueName('Vega');
  expect((await put(asha, { displayName: name })).status).toBe(200);
  expect((await asha.send('DELETE', PATH)).status).toBe(200);
  const held = await names().findOne({ _id: name.toLowerCase() as never });
  const days = ((held?.heldUntil as Date).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  for (const attempt of [name, name.toUpperCase()])
    expect(await put(mallory, { displayName: attempt })).toMatchObject({
      status: 409,
      body: { code: ErrorCode.DisplayNameTaken },
    });
  expect((await profilePage(name)).status).toBe(404);
  // Its former holder takes it back at once...
  expect(await put(asha, { displayName: name })).toMatchObject({
    status: 200,
    body: { publicProfile: { displayName: name } },
  });
  expect((await profilePage(name)).status).toBe(200);
  // ...and once freed again and 30 days on, anyone may.
  expect((await asha.send('DELETE', PATH)).status).toBe(200);
  await endHold(name);
  expect((await put(mallory, { displayName: name })).status).toBe(200);
  expect(await asha.get(PATH)).toMatchObject({ status: 200, body: { publicProfile: null } });
});

test('an uploaded avatar is public by display name: its address names no member id', async () => {
  const { client } = await signedIn(stack, 'profile-avatar');
  const userId = (await me(client))._id;
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  const uploaded = await fetch(`${stack.base}/api/auth/update-profile-image`, {
    method: 'POST',
    headers: { 'x-forwarded-for': client.ip, 'sec-fetch-site': 'same-origin', cookie: client.cookie! },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  // The member's own address, as stored (under their id): unchanged, still served.
  const own = (await me(client)).profileImage!;
  expect(own.startsWith(`${PROFILE_IMAGE_PATH}${userId}/`)).toBe(true);
  const name = uniqueName('Pictured');
  expect((await put(client, { displayName: name })).status).toBe(200);

  const page = (await profilePage(name)).body as { profileImage: string };
  expect(page.profileImage).toMatch(PUBLIC_AVATAR_PATTERN);
  expect(page.profileImage).not.toContain(userId);
  expect(page.profileImage.endsWith(own.slice(own.lastIndexOf('/')))).toBe(true);
  const image = await fetch(`${stack.base}${page.profileImage}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  expect(image.headers.get('content-disposition')).toBe('attachment; filename="profile-image.webp"');
  const served = Buffer.from(await image.arrayBuffer());
  expect(served.equals(Buffer.from(await (await fetch(`${stack.base}${own}`)).arrayBuffer()))).toBe(true);
  // Any case of the name, as the page itself.
  expect((await fetch(`${stack.base}${page.profileImage.replace(name, name.toUpperCase())}`)).status).toBe(200);

  // Only the member's current picture under their name; nothing under a name nobody holds.
  const file = page.profileImage.slice(page.profileImage.lastIndexOf('/') + 1);
  const other = page.profileImage.replace(file, '0b7f2a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp');
  for (const path of [
    other,
    `/api/community/profiles/${name}/avatar/${userId}`,
    `/api/community/profiles/${name}/avatar/..%2F${file}`,
    `/api/community/profiles/${uniqueName('Nobody')}/avatar/${file}`,
    `/api/community/profiles/a/avatar/${file}`,
  ]) {
    const answer = await fetch(`${stack.base}${path}`);
    expect({ path, status: answer.status }).toEqual({ path, status: 404 });
  }
  // Leaving takes the public address away; the member's own stays.
  expect((await client.send('DELETE', PATH)).status).toBe(200);
  expect((await fetch(`${stack.base}${page.profileImage}`)).status).toBe(404);
  expect((await fetch(`${stack.base}${own}`)).status).toBe(200);
});

describe('refusals', () => {
  test('bad names and bad bodies are 400s with a message and store nothing', async () => {
    const { client } = await signedIn(stack, 'profile-bad');
    const kept = uniqueName('Kept');
    expect((await put(client, { displayName: kept })).status).toBe(200);
    const bad: unknown[] = [
      {},
      [],
      42,
      null,
      { displayName: 42 },
      { displayName: null },
      { displayName: ['Asha'] },
      { displayName: { $ne: 'x' } },
      { displayName: { $gt: '' } },
      { displayName: 'ab' },
      { displayName: 'a'.repeat(21) },
      { displayName: 'asha@example.com' },
      { displayName: 'two words' },
      { displayName: '_leading' },
      { displayName: 'trailing-' },
      { displayName: 'nä me' },
      { displayName: 'Admin' },
      { displayName: 'SUPPORT' },
      { displayName: 'settings' },
      { displayName: 'fine_name', extra: true },
      { displayName: 'fine_name', $set: { verified: true } },
      { displayName: 'fine_name', userId: '0'.repeat(24) },
    ];
    for (const body of bad) {
      const answer = await put(client, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: expect.any(String) });
    }
    expect((await put(client, { displayName: 'Admin' })).body).toMatchObject({
      message: expect.stringMatching(/reserved/),
    });
    expect(await client.get(PATH)).toMatchObject({ body: { publicProfile: { displayName: kept } } });
    expect(await names().countDocuments({ _id: { $in: ['fine_name', 'admin', 'ab'] } as never })).toBe(0);
  });

  test('without a session it is 401; a cross-site page cannot change it; nobody changes another member’s', async () => {
    const { client: asha } = await signedIn(stack, 'profile-owner');
    const { client: ravi } = await signedIn(stack, 'profile-other');
    const ashaName = uniqueName('Owner');
    expect((await put(asha, { displayName: ashaName })).status).toBe(200);
    const stranger = new Client(stack.base);
    for (const answer of [
      await stranger.get(PATH),
      await put(stranger, { displayName: 'ghost_1' }),
      await stranger.send('DELETE', PATH),
    ]) {
      expect(answer).toMatchObject({ status: 401, body: { code: ErrorCode.Unauthorized } });
    }
    expect(await put(asha, { displayName: 'cross_site' }, { 'sec-fetch-site': 'cross-site' })).toMatchObject({
      status: 403,
      body: { code: ErrorCode.CrossSiteRequest },
    });
    // Ravi naming Asha's account changes nothing of hers; his own leave does not touch hers.
    const { _id: ashaId } = await me(asha);
    expect((await put(ravi, { displayName: 'mine_now', userId: ashaId })).status).toBe(400);
    expect((await ravi.send('DELETE', PATH)).status).toBe(200);
    expect(await asha.get(PATH)).toMatchObject({ body: { publicProfile: { displayName: ashaName } } });
    expect((await profilePage(ashaName)).status).toBe(200);
  });

  test('a profile name nobody could hold is a 404 that asks nothing', async () => {
    for (const name of ['$ne', 'x', 'a'.repeat(300), 'admin', ' spaced ', '{"$gt":""}']) {
      expect(await profilePage(name)).toMatchObject({ status: 404, body: { code: ErrorCode.NotFound } });
    }
  });
});
