import type { PublicUser } from '@typing/contracts/web';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { PlainChangeProfileImageButton } from '../../shared/profile-image/PlainChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useLogoutMutation } from '../../shared/session/session.api';
import { useProfileImage } from '../../shared/session/useCurrentUser';
import { SvgIcon } from '../../shared/ui/Icon';
import { firstName } from './first-name';
import './user-menu.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** @ant-design/icons-svg's LogoutOutlined: the menu loads neither antd nor its icon runtime. */
const LOGOUT_ICON = {
  label: 'logout',
  d: 'M868 732h-70.3c-4.8 0-9.3 2.1-12.3 5.8-7 8.5-14.5 16.7-22.4 24.5a353.84 353.84 0 01-112.7 75.9A352.8 352.8 0 01512.4 866c-47.9 0-94.3-9.4-137.9-27.8a353.84 353.84 0 01-112.7-75.9 353.28 353.28 0 01-76-112.5C167.3 606.2 158 559.9 158 512s9.4-94.2 27.8-137.8c17.8-42.1 43.4-80 76-112.5s70.5-58.1 112.7-75.9c43.6-18.4 90-27.8 137.9-27.8 47.9 0 94.3 9.3 137.9 27.8 42.2 17.8 80.1 43.4 112.7 75.9 7.9 7.9 15.3 16.1 22.4 24.5 3 3.7 7.6 5.8 12.3 5.8H868c6.3 0 10.2-7 6.7-12.3C798 160.5 663.8 81.6 511.3 82 271.7 82.6 79.6 277.1 82 516.4 84.4 751.9 276.2 942 512.4 942c152.1 0 285.7-78.8 362.3-197.7 3.4-5.3-.4-12.3-6.7-12.3zm88.9-226.3L815 393.7c-5.3-4.2-13-.4-13 6.3v76H488c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h314v76c0 6.7 7.8 10.5 13 6.3l141.9-112a8 8 0 000-12.6z',
};

/**
 * The signed-in user's menu (spec §2 "Top bar", §4 "Navigation"), a disclosure: Tab walks through the panel, arrow
 * keys move between its items, Escape or an outside click closes it.
 */
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
          <PlainChangeProfileImageButton upload={upload} size="small" />
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
