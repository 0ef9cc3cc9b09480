/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../app/store';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { HINDI_KEYBOARD_STORAGE_KEY } from '../../../shared/hindi/hindi-keyboard';
import { TEST_SETUP_STORAGE_KEY } from '../../../shared/preferences/test-setup-storage';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { type ChangedElsewhere, useTestSetup } from './useTestSetup';

const CUSTOM = { mode: 'custom', punctuation: false, numbers: false } as const;

/** The page after a reload: English chosen, a custom text and a Hindi keyboard stored. */
function reloadedWith(customText: string) {
  const { storage } = memoryStorage({
    [TEST_SETUP_STORAGE_KEY]: JSON.stringify({ ...CUSTOM, customText }),
    [HINDI_KEYBOARD_STORAGE_KEY]: JSON.stringify({ layout: 'remington-gail', typingOrder: 'typewriter' }),
  });
  const store = createAppStore({ preferenceStorage: storage });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const changedElsewhere = jest.fn<(what: ChangedElsewhere) => void>();
  const { result } = renderHook(() => useTestSetup(false, changedElsewhere), { wrapper });
  return { setup: () => result.current.setup, changedElsewhere };
}

describe('a stored custom text after a reload', () => {
  it('in Latin letters is the test it was, with no Hindi chunk loaded', () => {
    const { setup, changedElsewhere } = reloadedWith('my own words');
    expect(setup()).toMatchObject({ customText: 'my own words', options: CUSTOM });
    expect(loadedHindiInput()).toBeUndefined();
    expect(changedElsewhere).not.toHaveBeenCalled();
  });

  it('in Devanagari loads the Hindi chunk, then is a Hindi test on the stored layout, typed again', async () => {
    const { setup, changedElsewhere } = reloadedWith('नमस्ते दुनिया');
    expect(setup().options).toEqual(CUSTOM);
    const hindi = { ...CUSTOM, language: 'hi', layout: 'remington-gail', typingOrder: 'typewriter' };
    await waitFor(() => expect(setup().options).toEqual(hindi));
    expect(loadedHindiInput()).toBeDefined();
    expect(changedElsewhere.mock.calls).toEqual([['hindi']]);
  });
});
