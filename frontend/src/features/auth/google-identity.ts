/** Google Identity Services, loaded only when the Google button shows and the server has a client id. */
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
    },
  ): void;
}

interface WithGoogle {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

let loading: Promise<GoogleAccountsId> | undefined;

/** Resolves with `google.accounts.id` once the script has run; a failed load can be retried. */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  const existing = (globalThis as WithGoogle).google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = (globalThis as WithGoogle).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
