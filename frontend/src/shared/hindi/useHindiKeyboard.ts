import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { chooseHindiKeyboard, selectHindiKeyboard } from '../preferences/preferences.slice';
import type { HindiKeyboard } from './hindi-keyboard';

/** How the person types Hindi (the typing test's and the lessons'; drawn only after hydration) and a way to change it. */
export function useHindiKeyboard(): [HindiKeyboard, (next: HindiKeyboard) => void] {
  const dispatch = useDispatch();
  const choose = useCallback((next: HindiKeyboard) => dispatch(chooseHindiKeyboard(next)), [dispatch]);
  return [useSelector(selectHindiKeyboard), choose];
}
