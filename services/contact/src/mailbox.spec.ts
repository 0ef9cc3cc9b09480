import { mailboxOf } from './mailbox';

test('a +tag, the case and (for Gmail) dots and googlemail.com name the same mailbox', () => {
  for (const variant of ['asha.rao@gmail.com', 'AshaRao+news@Gmail.com', 'a.s.h.a.r.a.o+x+y@googlemail.com']) {
    expect(mailboxOf(variant)).toBe('asharao@gmail.com');
  }
  expect(mailboxOf('Ravi+shop@Example.com')).toBe('ravi@example.com');
});

test('dots count outside Gmail; a leading + is kept; a malformed address is only lower-cased', () => {
  expect(mailboxOf('r.avi@example.com')).toBe('r.avi@example.com');
  expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  expect(mailboxOf('No-At-Sign')).toBe('no-at-sign');
});
