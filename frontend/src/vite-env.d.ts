// Vite-specific module types (CSS imports, import.meta.env); tsconfig keeps `types: []` otherwise.
/// <reference types="vite/client" />

/** The URL of antd's stylesheet, built by `vite-plugins/antd-styles.mts`. */
declare module 'virtual:antd-styles' {
  const href: string;
  export default href;
}
