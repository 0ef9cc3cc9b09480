import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHydrated } from '../hydration';
import { chooseKeyboardLayout, selectKeyboardLayout } from '../preferences/preferences.slice';
import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from './keyboard-layouts';

/**
 * The chosen keyboard layout (every board on the page follows it, a member's settings applied at sign-in too) and a
 * way to change it; the default while a prerendered page is hydrated, as the build drew it.
 */
export function useKeyboardLayout(): [KeyboardLayoutId, (layout: KeyboardLayoutId) => void] {
  const layout = useSelector(selectKeyboardLayout);
  const dispatch = useDispatch();
  const choose = useCallback((next: KeyboardLayoutId) => dispatch(chooseKeyboardLayout(next)), [dispatch]);
  return [useHydrated() ? layout : DEFAULT_KEYBOARD_LAYOUT, choose];
}
