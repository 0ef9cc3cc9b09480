import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHydrated } from '../hydration';
import { chooseKeyboardLayout, selectKeyboardLayout } from '../preferences/preferences.slice';
import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from './keyboard-layouts';

/** The chosen keyboard layout, which every board follows, and its setter; while hydrating, the build's default. */
export function useKeyboardLayout(): [KeyboardLayoutId, (layout: KeyboardLayoutId) => void] {
  const layout = useSelector(selectKeyboardLayout);
  const dispatch = useDispatch();
  const choose = useCallback((next: KeyboardLayoutId) => dispatch(chooseKeyboardLayout(next)), [dispatch]);
  return [useHydrated() ? layout : DEFAULT_KEYBOARD_LAYOUT, choose];
}
