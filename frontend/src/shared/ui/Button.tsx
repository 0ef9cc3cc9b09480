import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { LoadingIcon } from './icons/LoadingIcon';
import './ui.css';

/** antd's Button with plain elements and CSS (`ui.css`), for `/`, which loads no antd. */

export interface ButtonLook {
  /** antd's `type`: outlined default, solid primary, borderless text or link. */
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  block?: boolean;
  icon?: ReactNode;
}

function lookClass(
  { type = 'default', size = 'middle', shape = 'default', block = false }: ButtonLook,
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

export type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    htmlType?: 'button' | 'submit';
    ref?: Ref<HTMLButtonElement>;
    /** antd's `loading`: dimmed, a turning circle for its icon, and a press does nothing. */
    loading?: boolean;
  };

export function Button({
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
}: ButtonProps) {
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

export type AnchorButtonProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>;

export function AnchorButton({ type, size, shape, block, icon, className, children, ...props }: AnchorButtonProps) {
  return (
    <a {...props} className={lookClass({ type, size, shape, block }, !children, className)}>
      <Content icon={icon}>{children}</Content>
    </a>
  );
}

export type ButtonLinkProps = Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: To };

/** An in-app link that looks like antd's Button: a real `<a href>`, navigating through the router on a plain click. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <AnchorButton {...props} href={href} onClick={onClick} />;
}
