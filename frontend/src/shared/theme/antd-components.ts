/**
 * The antd components the app renders, including those antd renders inside them; the build writes their styles, and
 * `antd-components.spec.ts` fails on an unlisted import (it would render unstyled).
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Card',
  'Col',
  'Divider',
  'Empty',
  'Form',
  'Input',
  'Modal',
  'Pagination',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Skeleton',
  'Space',
  'Spin',
  'Table',
  'Tooltip',
  'Typography',
  'message',
  'notification',
] as const;

export type AntdComponentName = (typeof ANTD_COMPONENTS)[number];
