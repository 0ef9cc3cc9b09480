import { useCallback, useState } from 'react';
import { readSetup, type TestSetup, writeSetup } from './test-setup';
import { FIRST_FRAME_SETUP } from './useFirstTest';

/** The typist's test setup; a chosen one is remembered (and, for a member, saved for their other devices). */
export function useTestSetup(firstFrame: boolean) {
  const [setup, setSetup] = useState(() => (firstFrame ? FIRST_FRAME_SETUP : readSetup()));
  const saveSetup = useCallback((next: TestSetup) => {
    setSetup(next);
    writeSetup(next);
  }, []);
  return [setup, saveSetup] as const;
}
