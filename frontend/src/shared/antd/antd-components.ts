/** antd components the app draws (imported, or drawn inside those: `DRAWN_INSIDE`); the build writes their styles. */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Card',
  'Empty',
  'Input',
  'Modal',
  'Pagination',
  'Skeleton',
  'Spin',
  'Table',
  'Tooltip',
  'Typography',
  'message',
  'notification',
] as const;

export type AntdComponentName = (typeof ANTD_COMPONENTS)[number];

/** The listed components no source imports, each with the imported one antd draws it in. */
export const DRAWN_INSIDE: Partial<Record<AntdComponentName, AntdComponentName>> = {
  // A table's page links, its empty state and its `loading` spinner.
  Pagination: 'Table',
  Empty: 'Table',
  Spin: 'Table',
  // The toasts `App.useApp()` gives.
  message: 'App',
  notification: 'App',
};
