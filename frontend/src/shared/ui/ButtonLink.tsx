import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To };

/**
 * An in-app link that looks like an antd button: a real <a href> (middle-click, copy link, screen
 * readers say "link"), navigating through the router on a plain click.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
