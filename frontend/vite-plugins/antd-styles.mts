import { createHash } from 'node:crypto';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { ANTD_COMPONENTS, type AntdComponentName } from '../src/shared/antd/antd-components';
import { themeConfigFor } from '../src/shared/theme/theme-config';

// antd's internal panels render a modal, toast or tooltip in place, so its style is generated without opening it.
type Panel = ComponentType<Record<string, unknown>>;
const panel = (component: unknown): Panel =>
  (component as { _InternalPanelDoNotUseOrYouWillBeFired: Panel })._InternalPanelDoNotUseOrYouWillBeFired;

const rows = [{ key: 1, a: 'a' }];

/** Each component as the app draws it; antd generates a component's whole style on its first render. */
const DRAW: Record<AntdComponentName, () => ReactNode> = {
  Alert: () => h(antd.Alert, { type: 'error', title: 'a', description: 'b', showIcon: true, closable: true }),
  App: () => h(antd.App, null, 'a'),
  Button: () =>
    h(Fragment, null, h(antd.Button, { type: 'primary', loading: true }, 'a'), h(antd.Button, { danger: true }, 'b')),
  Card: () => h(antd.Card, { title: 'a', extra: 'b', actions: [h('span', { key: 1 }, 'c')] }, 'd'),
  Empty: () => h(antd.Empty),
  Input: () =>
    h(
      Fragment,
      null,
      h(antd.Input, { prefix: 'a' }),
      h(antd.Input.Password),
      h(antd.Input.TextArea, { showCount: true, maxLength: 9 }),
    ),
  Modal: () => h(Fragment, null, h(antd.Modal), h(panel(antd.Modal)), h(panel(antd.Modal), { type: 'confirm' })),
  Pagination: () => h(antd.Pagination, { total: 100, showSizeChanger: false }),
  Skeleton: () => h(Fragment, null, h(antd.Skeleton, { active: true, avatar: true }), h(antd.Skeleton.Button)),
  Spin: () => h(antd.Spin),
  Table: () =>
    h(antd.Table, {
      dataSource: rows,
      columns: [{ title: 'a', dataIndex: 'a' }],
      loading: true,
      size: 'middle',
      pagination: { total: 100, showSizeChanger: false },
    }),
  Tooltip: () => h(panel(antd.Tooltip), { title: 'a' }),
  Typography: () =>
    h(
      Fragment,
      null,
      h(antd.Typography.Title, null, 'a'),
      h(antd.Typography.Paragraph, null, 'b'),
      h(antd.Typography.Text, { type: 'secondary' }, 'c'),
      h(antd.Typography.Link, null, 'd'),
    ),
  message: () => h(panel(antd.message), { type: 'success', content: 'a' }),
  notification: () => h(panel(antd.notification), { title: 'a' }),
};

function extract(isDark: boolean): string {
  const cache = createCache();
  const algorithms = { light: antd.theme.defaultAlgorithm, dark: antd.theme.darkAlgorithm };
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(
        antd.ConfigProvider,
        { theme: { ...themeConfigFor(isDark, algorithms), hashed: false } },
        ANTD_COMPONENTS.map((name) => h(Fragment, { key: name }, DRAW[name]())),
      ),
    ),
  );
  // Components' rules only: antd sets the `--ant-*` variables at run time; the cache-path rule is for SSR hydration.
  return extractStyle(cache, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
}

/** antd's build-time stylesheet for the rendered components; fails the build if the themes would differ in rules. */
export function antdStyles(): Plugin {
  const id = 'virtual:antd-styles';
  const resolved = `\0${id}`;
  const devPath = '/@antd-styles.css';
  let css: string | undefined;
  let href = devPath;
  let build = false;
  let base = '/';
  const stylesheet = () => {
    if (css !== undefined) return css;
    const light = extract(false);
    if (light !== extract(true)) throw new Error('antd-styles: the dark theme gives other rules than the light one');
    css = `/* antd ${antd.version}: ${ANTD_COMPONENTS.join(', ')} (vite-plugins/antd-styles.mts) */\n${light}`;
    return css;
  };
  return {
    name: 'antd-styles',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      if (!build) return;
      const source = stylesheet();
      const fileName = `assets/antd-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
      href = `${base}${fileName}`;
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? `export default ${JSON.stringify(href)};` : undefined),
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response) => {
        response.setHeader('Content-Type', 'text/css');
        response.end(stylesheet());
      });
    },
  };
}
