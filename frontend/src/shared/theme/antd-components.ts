/**
 * The antd components the app draws. antd runs in zero-runtime mode (`AntdRoot`): it generates no
 * styles in the browser, and the build writes one stylesheet of these components' styles
 * (`vite-plugins/antd-styles.mts`, which draws each of them once). `antd-components.spec.ts` fails
 * when a file imports an antd component that is not listed here, which would be drawn unstyled.
 *
 * Besides the components imported by name, the ones antd draws inside them: Table's spinner,
 * pagination and empty state, the toasts and confirm dialogs of `App`, the grid of Row and Col.
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
