import { DEFAULT_LANGUAGE, type Language } from '@typing/typing-core';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHydrated } from '../hydration';
import { chooseLanguage, selectLanguage } from '../preferences/preferences.slice';

/**
 * The practice language (the typing test's and the lessons') and a way to change it; the default while a
 * prerendered page is hydrated, as the build drew it.
 */
export function usePracticeLanguage(): [Language, (language: Language) => void] {
  const language = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const choose = useCallback((next: Language) => dispatch(chooseLanguage(next)), [dispatch]);
  return [useHydrated() ? language : DEFAULT_LANGUAGE, choose];
}
