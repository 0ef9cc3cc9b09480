import { describe, expect, jest, test } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { PRERENDERED_PAGES } from './prerendered-pages';

// The stylesheet of antd's components is a build-time module (vite-plugins/antd-styles.mts).
jest.mock('virtual:antd-styles', () => ({ __esModule: true, default: '/@antd-styles.css' }), { virtual: true });

const flatten = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('PRERENDERED_PAGES', () => {
  test.each(PRERENDERED_PAGES)('$path is a route that loads $module, drawn without antd', async ({ path, module }) => {
    const { routes } = await import('./routes');
    const route = flatten(routes).find((candidate) => candidate.path === path);
    expect(typeof route?.lazy).toBe('function');
    const { Component } = await (route!.lazy as () => Promise<{ Component: unknown }>)();
    const exported = Object.values((await import(`../${module}`)) as Record<string, unknown>);
    expect(exported).toContain(Component);
  });
});
