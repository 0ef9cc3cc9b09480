import { GoogleOutlined } from '@ant-design/icons';
import { Messages } from '@typing/contracts/web';
import { Button, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '../../shared/theme/useTheme';
import { useAuthProvidersQuery } from './auth.api';
import { loadGoogleIdentity } from './google-identity';

export interface GoogleButtonProps {
  /** Called with the Google ID token (the `credential` of Google Identity Services). */
  onCredential(credential: string): void;
  context: 'signin' | 'signup';
}

const UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';

/**
 * 'Continue with Google'. When the server has a Google client id, Google Identity Services is
 * loaded (on this screen only) and Google's own button takes this one's place: one click opens
 * Google's account chooser and its callback hands us the ID token. Without a client id the
 * button explains that Google sign-in is not configured instead of opening anything.
 */
export function GoogleButton({ onCredential, context }: GoogleButtonProps) {
  const providers = useAuthProvidersQuery();
  const clientId = providers.data?.googleClientId;
  const { isDark } = useTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  // Google's script failed to load.
  const [scriptFailed, setScriptFailed] = useState(false);
  // The button was pressed: its explanation follows the providers check, so a press made while
  // the check is under way is answered when it ends, without a second press.
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
        <Button block size="large" icon={<GoogleOutlined aria-hidden />} onClick={() => setAsked(true)}>
          Continue with Google
        </Button>
      )}
      <div aria-live="polite">
        {note && (
          <Typography.Text type="secondary" className="auth-google__note">
            {note}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

/** What pressing 'Continue with Google' says while Google's own button is not drawn. */
export function explanation(
  providers: Pick<ReturnType<typeof useAuthProvidersQuery>, 'isError' | 'isSuccess'>,
  clientId: string | undefined,
): string | null {
  if (providers.isError) return UNAVAILABLE;
  if (!providers.isSuccess) return 'Checking Google sign-in…';
  return clientId ? null : Messages.googleNotConfigured;
}
