import { lazy, Suspense } from 'react';
import { useCurrentUser, useSessionRestoring } from '../../shared/session/useCurrentUser';
import { GuestActions } from './TopBar';

// The user menu is its own chunk, without antd: visitors never load it.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

/** The top bar's account slot: Sign Up / Sign In for visitors, the user menu once signed in. */
const accountSlot = <span style={{ display: 'inline-block', width: 96, height: 44 }} aria-hidden />;

export function AccountArea() {
  const user = useCurrentUser();
  // A new tab asking who is signed in shows neither Sign In nor a menu for that moment.
  const restoring = useSessionRestoring();
  if (restoring) return accountSlot;
  if (!user) return <GuestActions />;
  return (
    // Keep the bar steady while the menu's chunk loads (once per visit).
    <Suspense fallback={accountSlot}>
      <UserMenu user={user} />
    </Suspense>
  );
}
