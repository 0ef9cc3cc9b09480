import { DEFAULT_LANGUAGE, type Language } from '@typing/typing-core';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHydrated } from '../hydration';
import { chooseLanguage, selectLanguage } from '../preferences/preferences.slice';

/** The practice language (tests and lessons) and its setter; while hydrating, the build's default. */
export function usePracticeLanguage(): [Language, (language: Language) => void] {
  const language = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const choose = useCallback((next: Language) => dispatch(chooseLanguage(next)), [dispatch]);
  return [useHydrated() ? language : DEFAULT_LANGUAGE, choose];
}
