import { describe, expect, it } from '@jest/globals';
import { KEY_BACKSPACE, KEY_ENTER, summarize } from '@typing/typing-core';
import { shownLiveWpm, startSession, typingReducer, type TypingAction, type TypingSession } from './typing-session';

const TEXT = 'the cat sat on the mat';
const run = (session: TypingSession, ...actions: TypingAction[]) => actions.reduce(typingReducer, session);
const key = (k: string, atMs: number): TypingAction => ({ type: 'key', key: k, atMs });

describe('the typing session reducer', () => {
  it('starts idle over the text with the default 60 seconds', () => {
    const { test } = startSession(TEXT);
    expect(test.status).toBe('idle');
    expect(test.durationSeconds).toBe(60);
  });

  it('runs from the first printable key and types, corrects and completes through the engine', () => {
    const session = run(startSession(TEXT, 30), key('t', 1000), key('x', 1100), key(KEY_BACKSPACE, 1200));
    expect(session.test.status).toBe('running');
    expect(session.test.userInput).toBe('t');
    const done = run(session, key('h', 1300), key(KEY_ENTER, 2000));
    expect(done.test.status).toBe('complete');
    expect(summarize(done.test).elapsedSeconds).toBe(1);
  });

  it('returns the same object for keys that change nothing, so React skips the render', () => {
    const idle = startSession(TEXT);
    expect(typingReducer(idle, key(KEY_ENTER, 10))).toBe(idle);
    expect(typingReducer(idle, key('Shift', 10))).toBe(idle);
    const done = run(idle, key('t', 0), key(KEY_ENTER, 500));
    expect(typingReducer(done, key('h', 600))).toBe(done);
  });

  it('re-renders on a tick only when the shown second changes, and completes at the deadline', () => {
    const running = run(startSession(TEXT, 30), key('t', 1000));
    expect(typingReducer(running, { type: 'tick', nowMs: 1100 })).toBe(running);
    const later = typingReducer(running, { type: 'tick', nowMs: 2100 });
    expect(later).not.toBe(running);
    expect(later.nowMs).toBe(2100);
    const over = typingReducer(later, { type: 'tick', nowMs: 31_500 });
    expect(over.test.status).toBe('complete');
    expect(over.test.completedAtMs).toBe(31_000);
    expect(typingReducer(startSession(TEXT), { type: 'tick', nowMs: 99_999 }).test.status).toBe('idle');
  });

  it('sets the duration only while idle', () => {
    const idle = typingReducer(startSession(TEXT), { type: 'duration', seconds: 120 });
    expect(idle.test.durationSeconds).toBe(120);
    const running = run(idle, key('t', 0));
    expect(typingReducer(running, { type: 'duration', seconds: 30 })).toBe(running);
  });

  it('loads a new text with the same duration (Tab), and cancels to idle over the same text (Esc)', () => {
    const running = run(startSession(TEXT, 30), key('t', 0), key('h', 100));
    const fresh = typingReducer(running, { type: 'new-text', text: 'a new text' });
    expect(fresh.test).toMatchObject({ status: 'idle', sampleText: 'a new text', durationSeconds: 30, userInput: '' });

    const cancelled = typingReducer(running, { type: 'cancel' });
    expect(cancelled.test).toMatchObject({ status: 'idle', sampleText: TEXT, durationSeconds: 30, userInput: '' });
    expect(cancelled.test.wrongKeyCounts).toEqual([]);
    expect(typingReducer(cancelled, { type: 'cancel' })).toBe(cancelled);
  });

  it('repeats a completed test over the same text, options and duration (Try Again)', () => {
    const words = { mode: 'words', wordCount: 25, punctuation: true, numbers: false } as const;
    const done = run(startSession(TEXT, 120, words), key('t', 0), key('x', 100), key(KEY_ENTER, 900));
    expect(done.test.status).toBe('complete');
    const again = typingReducer(done, { type: 'repeat' });
    expect(again.test).toMatchObject({ status: 'idle', sampleText: TEXT, durationSeconds: 120, userInput: '' });
    expect(again.test.options).toEqual(words);
    expect(again.test.wrongKeyCounts).toEqual([]);
  });

  it('shows no live WPM during the first second (one key would read 1000), then the spec’s figure', () => {
    const first = run(startSession(TEXT), key('t', 5_000));
    expect(shownLiveWpm(first)).toBeNull();
    expect(shownLiveWpm({ ...first, nowMs: 5_999 })).toBeNull();
    expect(shownLiveWpm({ ...first, nowMs: 6_000 })).toBe(60);
    expect(shownLiveWpm(startSession(TEXT))).toBeNull();
  });

  describe('a test the server issued', () => {
    const start = { kind: 'time-30', text: 'an issued text', ticket: 't.1.2.3.4', receivedAtMs: 1 } as const;
    const issued = (session: TypingSession) => typingReducer(session, { type: 'ranked', start });

    it('replaces the text of an idle test of its kind, and the ticket goes with it', () => {
      const session = issued(startSession(TEXT, 30));
      expect(session.test).toMatchObject({ status: 'idle', sampleText: 'an issued text', durationSeconds: 30 });
      expect(session.ranked).toEqual({ ticket: start.ticket, receivedAtMs: 1 });
      // Keys and ticks keep it: the save at the end carries it.
      const done = run(session, key('a', 0), { type: 'tick', nowMs: 31_000 });
      expect(done.test.status).toBe('complete');
      expect(done.ranked).toEqual(session.ranked);
    });

    it('is refused once a key is typed, and by a test of another kind', () => {
      const typing = run(startSession(TEXT, 30), key('t', 0));
      expect(issued(typing)).toBe(typing);
      const sixty = startSession(TEXT, 60);
      expect(issued(sixty)).toBe(sixty);
      const punctuated = startSession(TEXT, 30, { mode: 'time', punctuation: true, numbers: false });
      expect(issued(punctuated)).toBe(punctuated);
    });

    it('Esc keeps the unspent ticket; another duration or a new text takes the next; Try Again keeps its text', () => {
      const running = run(issued(startSession(TEXT, 30)), key('a', 0));
      expect(typingReducer(running, { type: 'cancel' }).ranked).toEqual(running.ranked);
      expect(typingReducer(issued(startSession(TEXT, 30)), { type: 'duration', seconds: 60 }).ranked).toBeUndefined();
      expect(typingReducer(running, { type: 'new-text', text: 'x' }).ranked).toBeUndefined();
      // Try Again, and Esc over a text that was not issued, keep their text: no issued one replaces it.
      const done = run(running, { type: 'tick', nowMs: 31_000 });
      const again = typingReducer(done, { type: 'repeat' });
      expect(again.ranked).toBeNull();
      expect(issued(again)).toBe(again);
      expect(typingReducer(run(startSession(TEXT, 30), key('t', 0)), { type: 'cancel' }).ranked).toBeNull();
    });
  });
});
