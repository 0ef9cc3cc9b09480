/** Domains whose mailboxes ignore dots in the local part (Gmail's own). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for counting what is mailed to it: lower-cased, without a
 * `+tag` (most providers deliver `name+anything@` to `name@`), and for Gmail without dots and with
 * googlemail.com as gmail.com. Only for counting: mail still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
