import type { ReactNode } from 'react';
import { useHydrated } from '../hydration';

/**
 * Fields and buttons disabled until hydration: before it a submit would be the browser's own GET, putting every field
 * (the password too) into the address, history and server logs.
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="tp-form__fields" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
