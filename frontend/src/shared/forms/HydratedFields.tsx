import type { ReactNode } from 'react';
import { useHydrated } from '../hydration';

/**
 * A form's fields and buttons, disabled until the page is taken over. A page the build drew shows
 * its form before its code runs; a submit then would be the browser's own: a GET that reloads the
 * page with every field in the address (the password too, into history and the server's logs), and
 * what was typed before would be wiped when react-hook-form takes the fields. Disabled, nothing can
 * be typed or sent until the page can handle it; that lasts the moment the code takes to arrive.
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="tp-form__fields" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
