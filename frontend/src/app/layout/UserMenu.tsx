import type { PublicUser } from '@typing/contracts/web';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { ChangeProfileImageButton } from '../../shared/profile-image/ChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useLogoutMutation } from '../../shared/session/session.api';
import { useProfileImage } from '../../shared/session/useCurrentUser';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { LOGOUT_ICON } from '../../shared/ui/icons/user-menu';
import { firstName } from './first-name';
import './user-menu.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The user menu (spec §2, §4), a disclosure: Tab walks it, arrows move, Escape or an outside click closes it. */
export function UserMenu({ user }: { user: PublicUser }) {
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const profileImage = useProfileImage();
  const upload = useProfileImageUpload();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const navigate = useNavigate();

  // The menu is open on one page: any page change (a link in the menu, back/forward) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback(
    (next: boolean | ((was: boolean) => boolean)) =>
      setOpenOn((was) => ((typeof next === 'function' ? next(was === pathname) : next) ? pathname : null)),
    [pathname],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  function moveFocus(step: 1 | -1 | 'first' | 'last') {
    const list = items();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next =
      step === 'first' ? 0 : step === 'last' ? list.length - 1 : (current + step + list.length) % list.length;
    list[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    const inPanel = panel.current?.contains(document.activeElement) ?? false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        // The panel renders on this state change; focus its first item once it is there.
        requestAnimationFrame(() => moveFocus(event.key === 'ArrowDown' ? 'first' : 'last'));
      } else if (!inPanel) {
        moveFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      } else {
        moveFocus(event.key === 'ArrowDown' ? 1 : -1);
      }
    } else if (inPanel && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      moveFocus(event.key === 'Home' ? 'first' : 'last');
    }
  }

  async function onLogout() {
    try {
      await logout().unwrap();
    } catch {
      // Spec §8 "Logout failure: silent": the user stays signed in and the menu stays open.
      return;
    }
    setOpen(false);
    await navigate('/signin');
  }

  return (
    <div ref={root} className="user-menu" onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="user-menu__label">
          <span className="user-menu__first-name">{firstName(user.name)}</span>
          <span className="user-menu__hint">View dashboard</span>
        </span>
        <Avatar value={profileImage} size={36} />
      </button>

      <div ref={panel} id={panelId} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__who">
          <Avatar value={profileImage} size={48} />
          <div className="user-menu__identity">
            <span className="user-menu__name">{user.name}</span>
            <span className="user-menu__email">{user.email}</span>
            {/* Spec §8: an upload failure is shown under the email. */}
            <span className="user-menu__error" role="alert">
              {upload.error}
            </span>
          </div>
        </div>
        <div className="user-menu__photo">
          <ChangeProfileImageButton upload={upload} size="small" />
        </div>
        <ul className="user-menu__links">
          <li>
            <Link to="/dashboard" className="user-menu__item" onClick={close}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link to="/settings" className="user-menu__item" onClick={close}>
              Settings
            </Link>
          </li>
          <li>
            <Link to="/billing" className="user-menu__item" onClick={close}>
              Billing
            </Link>
          </li>
          <li>
            <Link to="/about" className="user-menu__item" onClick={close}>
              About Us
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="user-menu__item user-menu__logout"
              onClick={() => void onLogout()}
              disabled={loggingOut}
            >
              <SvgIcon {...LOGOUT_ICON} aria-hidden /> Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
