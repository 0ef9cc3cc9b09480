import { createHmac } from 'node:crypto';
import { hmacHex, paymentSignature, signatureMatches } from './signatures';

describe('signatures', () => {
  const secret = 'key-secret';
  const good = paymentSignature(secret, 'order_A1', 'pay_B2');

  it('signs order_id|payment_id with HMAC-SHA256 (Razorpay’s scheme)', () => {
    expect(good).toBe(createHmac('sha256', secret).update('order_A1|pay_B2').digest('hex'));
    expect(hmacHex(secret, Buffer.from('{"a":1}'))).toBe(createHmac('sha256', secret).update('{"a":1}').digest('hex'));
  });

  it('accepts only the exact signature, in either letter case', () => {
    expect(signatureMatches(good, good)).toBe(true);
    expect(signatureMatches(good, good.toUpperCase())).toBe(true);
    expect(
      signatureMatches(
        good,
        good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBe(false);
    expect(signatureMatches(good, good.slice(0, 62))).toBe(false);
    expect(signatureMatches(good, `${good}00`)).toBe(false);
    expect(signatureMatches(good, 'z'.repeat(64))).toBe(false);
    expect(signatureMatches(good, '')).toBe(false);
    expect(signatureMatches(good, paymentSignature(secret, 'order_A1', 'pay_B3'))).toBe(false);
  });
});
