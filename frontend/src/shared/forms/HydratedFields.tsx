import type { ReactNode } from 'react';
import { useHydrated } from '../hydration';

/** Disabled until hydration: before it a submit is the browser's GET, putting all fields (password too) in the URL. */
export function HydratedFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="tp-form__fields" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
