/** @jest-environment jsdom */
import { describe, expect, test } from '@jest/globals';
import { initialSessionState } from '../shared/session/session.slice';
import { PRERENDERED_ATTRIBUTE } from '../shared/prerendered-document';
import { canTakeOver } from './prerendered';

const visitor = { session: initialSessionState };

const prerendered = (path: string) => {
  const root = document.createElement('div');
  root.setAttribute(PRERENDERED_ATTRIBUTE, path);
  return root;
};

describe('canTakeOver', () => {
  test('hydrates a visitor on the address the page was prerendered for', () => {
    expect(canTakeOver(prerendered('/leaderboards'), { pathname: '/leaderboards', search: '' }, visitor)).toBe(true);
  });

  test('renders anew when the address has a query, another path, or the reader may be a member', () => {
    const root = prerendered('/leaderboards');
    expect(canTakeOver(root, { pathname: '/leaderboards', search: '?kind=words-25' }, visitor)).toBe(false);
    expect(canTakeOver(root, { pathname: '/about', search: '' }, visitor)).toBe(false);
    const restoring = { session: { ...initialSessionState, restoring: true } };
    expect(canTakeOver(root, { pathname: '/leaderboards', search: '' }, restoring)).toBe(false);
  });
});
