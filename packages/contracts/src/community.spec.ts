import {
  DisplayNameMessages,
  DisplayNameSchema,
  isReservedDisplayName,
  PublicProfileSettingsSchema,
} from './community';
import { parseWith } from './schema-kit';

describe('display names', () => {
  test.each(['abc', 'Swift_Otter', 'ravi-92', 'A1b', 'x'.repeat(20), '  padded  '])('takes %p', (name) => {
    expect(DisplayNameSchema.safeParse(name)).toMatchObject({ success: true, data: name.trim() });
  });

  test.each([
    ['ab', DisplayNameMessages.length],
    ['x'.repeat(21), DisplayNameMessages.length],
    ['asha@example.com', DisplayNameMessages.characters],
    ['two words', DisplayNameMessages.characters],
    ['_otter', DisplayNameMessages.characters],
    ['otter-', DisplayNameMessages.characters],
    ['ñandú', DisplayNameMessages.characters],
    ['ADMIN', DisplayNameMessages.reserved],
    ['Support', DisplayNameMessages.reserved],
  ])('refuses %p: %s', (name, message) => {
    expect(parseWith(DisplayNameSchema, name)).toEqual({ ok: false, message });
  });

  test('reserved words are compared in any case', () => {
    expect(isReservedDisplayName('SeTTings')).toBe(true);
    expect(isReservedDisplayName('settings2')).toBe(false);
  });

  test('the settings body is strict: unknown fields and $-keys are refused', () => {
    expect(PublicProfileSettingsSchema.safeParse({ displayName: 'otter', userId: 'x' }).success).toBe(false);
    expect(PublicProfileSettingsSchema.safeParse({ displayName: { $ne: '' } }).success).toBe(false);
  });
});
