import { describe, expect, it } from '@jest/globals';
import { renewalNote } from './renewal';

const day = (iso: string) => iso.slice(0, 10);

describe('what the plans page says about renewing', () => {
  it('offers a renewal that starts when the period in force ends', () => {
    const note = renewalNote(
      { expiresAt: '2026-12-22T00:00:00.000Z', paidUntil: '2026-12-22T00:00:00.000Z', renewable: true },
      day,
    );
    expect(note).toEqual({
      queued: false,
      offer: true,
      text: 'Renewing adds 30 days after 2026-12-22, until 2027-01-21: it starts when this period ends, so no day is paid twice.',
    });
  });

  it('says when a paid renewal is waiting, and offers no other', () => {
    const note = renewalNote(
      { expiresAt: '2026-12-22T00:00:00.000Z', paidUntil: '2027-01-21T00:00:00.000Z', renewable: false },
      day,
    );
    expect(note).toEqual({
      queued: true,
      offer: false,
      text: 'Renewed: paid until 2027-01-21. The renewal starts when this period ends, so no day is paid twice.',
    });
  });

  it('says nothing when the server does not take a renewal now', () => {
    const note = renewalNote(
      { expiresAt: '2026-12-22T00:00:00.000Z', paidUntil: '2026-12-22T00:00:00.000Z', renewable: false },
      day,
    );
    expect(note).toEqual({ queued: false, offer: false, text: '' });
  });
});
