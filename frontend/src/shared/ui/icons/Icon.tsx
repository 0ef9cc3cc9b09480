import type { HTMLAttributes } from 'react';
import { SITE_ICONS } from './site';
import { SvgIcon } from './SvgIcon';

export type IconProps = HTMLAttributes<HTMLSpanElement> & { name: keyof typeof SITE_ICONS };

/** One of the icons `/` shows, by antd's name. */
export function Icon({ name, ...props }: IconProps) {
  return <SvgIcon {...SITE_ICONS[name]} {...props} />;
}
