import type { HTMLAttributes } from 'react';

/** An icon's drawing, from @ant-design/icons-svg (the source of @ant-design/icons). */
export interface IconPath {
  /** antd's icon name (`anticon-<label>`), also the accessible name unless hidden. */
  label: string;
  d: string;
  /** antd's icons are drawn in 64 64 896 896, a few (LoadingOutlined) in their own box. */
  viewBox?: string;
  fillRule?: 'evenodd';
}

export type SvgIconProps = HTMLAttributes<HTMLSpanElement> &
  IconPath & {
    /** antd's `data-icon` on the svg; the kit's alert and password eye draw without it. */
    dataIcon?: boolean;
  };

/** An icon in antd's markup (`.anticon`), without antd's icon runtime. */
export function SvgIcon({
  label,
  d,
  viewBox = '64 64 896 896',
  fillRule,
  dataIcon = true,
  className,
  ...props
}: SvgIconProps) {
  return (
    <span
      role="img"
      aria-label={props['aria-hidden'] ? undefined : label}
      {...props}
      className={['anticon', `anticon-${label}`, className].filter(Boolean).join(' ')}
    >
      <svg
        viewBox={viewBox}
        focusable="false"
        data-icon={dataIcon ? label : undefined}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d={d} fillRule={fillRule} />
      </svg>
    </span>
  );
}
