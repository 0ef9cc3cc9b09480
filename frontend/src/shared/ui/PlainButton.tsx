import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { LoadingIcon } from './LoadingIcon';
import './ui.css';

/** antd's Button with plain elements and CSS (`ui.css`), for `/`, which loads no antd. */

export interface PlainButtonLook {
  /** antd's `type`: outlined default, solid primary, borderless text or link. */
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  block?: boolean;
  icon?: ReactNode;
}

function lookClass(
  { type = 'default', size = 'middle', shape = 'default', block = false }: PlainButtonLook,
  iconOnly: boolean,
  extra?: string,
) {
  return [
    'tp-btn',
    type !== 'default' && `tp-btn--${type}`,
    size !== 'middle' && `tp-btn--${size}`,
    shape === 'circle' && 'tp-btn--circle',
    block && 'tp-btn--block',
    iconOnly && 'tp-btn--icon-only',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon && <span className="tp-btn__icon">{icon}</span>}
      {children != null && children !== false && <span>{children}</span>}
    </>
  );
}

export type PlainButtonProps = PlainButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    htmlType?: 'button' | 'submit';
    ref?: Ref<HTMLButtonElement>;
    /** antd's `loading`: dimmed, a turning circle for its icon, and a press does nothing. */
    loading?: boolean;
  };

export function PlainButton({
  type,
  size,
  shape,
  block,
  icon,
  className,
  children,
  htmlType = 'button',
  loading = false,
  onClick,
  ...props
}: PlainButtonProps) {
  return (
    <button
      type={htmlType}
      {...props}
      className={lookClass(
        { type, size, shape, block },
        !children,
        loading ? `tp-btn--loading ${className ?? ''}` : className,
      )}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <Content icon={loading ? <LoadingIcon /> : icon}>{children}</Content>
    </button>
  );
}

export type PlainAnchorProps = PlainButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>;

export function PlainAnchor({ type, size, shape, block, icon, className, children, ...props }: PlainAnchorProps) {
  return (
    <a {...props} className={lookClass({ type, size, shape, block }, !children, className)}>
      <Content icon={icon}>{children}</Content>
    </a>
  );
}

export type PlainButtonLinkProps = Omit<PlainAnchorProps, 'href' | 'onClick'> & { to: To };

/** An in-app link that looks like antd's Button: a real `<a href>`, navigating through the router on a plain click. */
export function PlainButtonLink({ to, ...props }: PlainButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <PlainAnchor {...props} href={href} onClick={onClick} />;
}

/** antd's Tooltip look (above, on hover) around one control; the control keeps its own label. */
export function PlainTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="tp-tooltip">
      {children}
      <span className="tp-tooltip__bubble" aria-hidden>
        {title}
      </span>
    </span>
  );
}

/** antd's large Spin. */
export function PlainSpin() {
  return (
    <span className="tp-spin" aria-hidden>
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
      <i className="tp-spin__dot" />
    </span>
  );
}
