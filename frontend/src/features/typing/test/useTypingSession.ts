import { isPrintableKey, KEY_BACKSPACE, KEY_ENTER, type TestOptions } from '@typing/typing-core';
import { type Dispatch, useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { type TypingAction, type TypingSession, typingReducer } from './typing-session';

/** The timer re-reads the clock this often while a test runs; the engine completes at the deadline. */
const TICK_MS = 250;

/** The keys the engine acts on; Tab and Esc are the page's, shortcuts the browser's. */
export const isEngineKey = (key: string) => key === KEY_ENTER || key === KEY_BACKSPACE || isPrintableKey(key);

export type TypeKeys = (keys: readonly string[], atMs: number) => void;

/** The session and its timer; `typeKeys` is the one way keys reach the engine, `showText` new texts. */
export function useTypingSession(start: () => TypingSession) {
  const [session, dispatch] = useReducer(typingReducer, undefined, start);
  const typable = useRef(true);

  const typeKeys = useCallback<TypeKeys>((keys, atMs) => {
    if (!typable.current) return;
    for (const key of keys) if (isEngineKey(key)) dispatch({ type: 'key', key, atMs });
  }, []);

  const showText = useCallback((options: TestOptions, text: string, canType = true) => {
    typable.current = canType;
    dispatch({ type: 'options', options, text });
  }, []);

  useTimer(session, dispatch);
  return { session, dispatch, typeKeys, showText };
}

export type ShowText = ReturnType<typeof useTypingSession>['showText'];

/** Ticks only while running, dispatched only when they change what shows (a dispatch always renders). */
function useTimer(session: TypingSession, dispatch: Dispatch<TypingAction>) {
  // A layout effect: a passive one on every render would post a scheduler task after each keystroke.
  const latest = useRef(session);
  useLayoutEffect(() => {
    latest.current = session;
  });
  const { status } = session.test;
  useEffect(() => {
    if (status !== 'running') return;
    const timer = window.setInterval(() => {
      const action: TypingAction = { type: 'tick', nowMs: performance.now() };
      if (typingReducer(latest.current, action) !== latest.current) dispatch(action);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [status, dispatch]);
}
