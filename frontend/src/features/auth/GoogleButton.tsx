import { Messages } from '@typing/contracts/web';
import { useEffect, useRef, useState } from 'react';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { GOOGLE_ICON } from '../../shared/ui/icons/google';
import { Button } from '../../shared/ui/Button';
import { useHydrated } from '../../shared/hydration';
import { useTheme } from '../../shared/theme/useTheme';
import { useAuthProvidersQuery } from './auth.api';
import { loadGoogleIdentity } from './google-identity';

export interface GoogleButtonProps {
  /** Called with the Google ID token (the `credential` of Google Identity Services). */
  onCredential(credential: string): void;
  context: 'signin' | 'signup';
}

const UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';

/** With a client id, Google's own button (Identity Services, loaded on this screen only) replaces this one. */
export function GoogleButton({ onCredential, context }: GoogleButtonProps) {
  const providers = useAuthProvidersQuery();
  const clientId = providers.data?.googleClientId;
  const { isDark } = useTheme();
  // Like the form's fields: a press before the code has come would do nothing.
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [scriptFailed, setScriptFailed] = useState(false);
  // A press during the providers check is answered when it ends, without a second press.
  const [asked, setAsked] = useState(false);
  // The latest callback, without re-initialising Google on every render.
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  });

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!live || !slot.current) return;
        google.initialize({
          client_id: clientId,
          context,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            if (credential) onCredentialRef.current(credential);
            // Spec §8: a Google sign-in failure is logged only.
            else console.error('Google sign-in returned no credential');
          },
        });
        google.renderButton(slot.current, {
          type: 'standard',
          theme: isDark ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(
            400,
            Math.max(200, Math.round((slot.current.parentElement ?? slot.current).getBoundingClientRect().width)),
          ),
        });
        setRendered(true);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setScriptFailed(true);
      });
    return () => {
      live = false;
    };
  }, [clientId, context, isDark]);

  const note = scriptFailed ? UNAVAILABLE : asked ? explanation(providers, clientId) : null;

  return (
    <div className="auth-google">
      {/* Google's button is drawn here once its script has loaded. */}
      <div ref={slot} className="auth-google__slot" />
      {!rendered && (
        <Button
          size="large"
          className="auth-google__button"
          disabled={!hydrated}
          icon={<SvgIcon {...GOOGLE_ICON} aria-hidden />}
          onClick={() => setAsked(true)}
        >
          Continue with Google
        </Button>
      )}
      <div aria-live="polite">{note && <span className="auth-google__note">{note}</span>}</div>
    </div>
  );
}

export function explanation(
  providers: Pick<ReturnType<typeof useAuthProvidersQuery>, 'isError' | 'isSuccess'>,
  clientId: string | undefined,
): string | null {
  if (providers.isError) return UNAVAILABLE;
  if (!providers.isSuccess) return 'Checking Google sign-in…';
  return clientId ? null : Messages.googleNotConfigured;
}
