import { Messages } from '@typing/contracts/web';
import { useEffect, useRef, useState } from 'react';
import { SvgIcon } from '../../shared/ui/Icon';
import { PlainButton } from '../../shared/ui/PlainButton';
import { useHydrated } from '../../shared/hydration';
import { useTheme } from '../../shared/theme/useTheme';
import { useAuthProvidersQuery } from './auth.api';
import { loadGoogleIdentity } from './google-identity';

export interface GoogleButtonProps {
  /** Called with the Google ID token (the `credential` of Google Identity Services). */
  onCredential(credential: string): void;
  context: 'signin' | 'signup';
}

/** GoogleOutlined, from @ant-design/icons-svg (drawn without antd's icon runtime). */
const GOOGLE_PATH =
  'M881 442.4H519.7v148.5h206.4c-8.9 48-35.9 88.6-76.6 115.8-34.4 23-78.3 36.6-129.9 36.6-99.9 0-184.4-67.5-214.6-158.2-7.6-23-12-47.6-12-72.9s4.4-49.9 12-72.9c30.3-90.6 114.8-158.1 214.7-158.1 56.3 0 106.8 19.4 146.6 57.4l110-110.1c-66.5-62-153.2-100-256.6-100-149.9 0-279.6 86-342.7 211.4-26 51.8-40.8 110.4-40.8 172.4S151 632.8 177 684.6C240.1 810 369.8 896 519.7 896c103.6 0 190.4-34.4 253.8-93 72.5-66.8 114.4-165.2 114.4-282.1 0-27.2-2.4-53.3-6.9-78.5z';

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
        <PlainButton
          size="large"
          className="auth-google__button"
          disabled={!hydrated}
          icon={<SvgIcon label="google" d={GOOGLE_PATH} aria-hidden />}
          onClick={() => setAsked(true)}
        >
          Continue with Google
        </PlainButton>
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
