/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeKeyLog } from '@typing/typing-core';
import { customProfile, SSC_CHSL } from '@typing/typing-core/exams';
import * as hindiExam from '@typing/typing-core/exams/hindi';
import { type ExamAnswer, ExamScreen } from './ExamScreen';
import type { ChosenExam } from './profile-rules';

const passage = { id: 'p1', text: 'The quick brown fox jumps.', attribution: 'A test' };

function renderScreen(chosen: ChosenExam, shown = passage) {
  const onSubmit = jest.fn<(answer: ExamAnswer) => void>();
  render(
    <ExamScreen chosen={chosen} passage={shown} {...(chosen.layout ? { hindi: hindiExam } : {})} onSubmit={onSubmit} />,
  );
  return { box: screen.getByRole('textbox', { name: 'Type the passage here' }), onSubmit };
}

const strict = {
  name: 'Strict',
  language: 'en',
  durationMinutes: 1,
  passageWords: 10,
  requiredWpm: 30,
  maxMistakesPercent: 5,
  backspace: false,
  highlightCurrentWord: true,
} as const;

// jsdom has no layout: the marker names its word.
Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
const highlighted = () =>
  [...document.querySelectorAll<HTMLElement>('.exam-passage__marker:not([hidden])')].map(
    (marker) => passage.text.split(' ')[Number(marker.dataset.word)],
  );

describe('ExamScreen', () => {
  it('counts every key press, Backspace included, and hands in the typed text', async () => {
    const { box, onSubmit } = renderScreen({ profile: SSC_CHSL, rule: SSC_CHSL.languages[0]!, category: 'UR' });
    await userEvent.type(box, 'The quikc{Backspace}{Backspace}ck');
    expect(box).toHaveProperty('value', 'The quick');
    expect(screen.getByTestId('exam-key-depressions').textContent).toBe('13');
    expect(screen.getByTestId('exam-words-typed').textContent).toBe('2');
    expect(screen.getByTestId('exam-words-pending').textContent).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ typed: 'The quick', keyDepressions: 13 });
  });

  it('refuses a wrong key in restricted mode and Backspace where it is off, and says so', async () => {
    const profile = customProfile({ ...strict, restricted: true });
    const { box } = renderScreen({ profile, rule: profile.languages[0]!, category: 'UR' });
    await userEvent.type(box, 'Thx');
    expect(box).toHaveProperty('value', 'Th');
    expect(screen.getByTestId('exam-refused').textContent).toBe(
      'Refused (1): Restricted mode: "x" is not the next character',
    );
    await userEvent.type(box, '{Backspace}');
    expect(box).toHaveProperty('value', 'Th');
    expect(screen.getByTestId('exam-refused').textContent).toBe('Refused (2): Backspace is not allowed in this test');
  });

  it('moves the highlight to the word being typed where the profile highlights, and nowhere else', async () => {
    const profile = customProfile(strict);
    const { box } = renderScreen({ profile, rule: profile.languages[0]!, category: 'UR' });
    expect(highlighted()).toEqual(['The']);
    await userEvent.type(box, 'The qu');
    expect(highlighted()).toEqual(['quick']);
    await userEvent.type(box, 'ick ');
    expect(highlighted()).toEqual(['brown']);
  });

  it('highlights nothing where the profile does not', async () => {
    const { box } = renderScreen({ profile: SSC_CHSL, rule: SSC_CHSL.languages[0]!, category: 'UR' });
    await userEvent.type(box, 'The ');
    expect(highlighted()).toEqual([]);
  });

  it('takes the characters the browser types for its keys, and undoes a change no key made', async () => {
    const { box, onSubmit } = renderScreen({ profile: SSC_CHSL, rule: SSC_CHSL.languages[0]!, category: 'UR' });
    await userEvent.type(box, 'The qu');
    fireEvent.change(box, { target: { value: 'The quick brown' } });
    expect(box).toHaveProperty('value', 'The qu');
    await userEvent.type(box, 'i');
    expect(box).toHaveProperty('value', 'The qui');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ typed: 'The qui', keyDepressions: 7 });
  });

  describe('in Hindi', () => {
    const hindiPassage = { id: 'hi-1', text: 'कल आज', attribution: 'A test' };
    const hindiCustom = (layout: 'inscript' | 'krutidev') => {
      const profile = customProfile({ ...strict, language: 'hi', backspace: true, restricted: true });
      return renderScreen({ profile, rule: profile.languages[0]!, category: 'UR', layout }, hindiPassage);
    };
    const press = (box: HTMLElement, key: string, code: string) => fireEvent.keyDown(box, { key, code });

    it('refuses a physical key that takes the word off the passage in restricted mode, and counts it', () => {
      const { box } = hindiCustom('inscript');
      // InScript: K is क, L is त; the passage wants ल (N) after क.
      press(box, 'k', 'KeyK');
      press(box, 'l', 'KeyL');
      expect(box).toHaveProperty('value', 'क');
      expect(screen.getByTestId('exam-refused').textContent).toBe(
        'Refused (1): Restricted mode: "त" is not the next character',
      );
      press(box, 'n', 'KeyN');
      expect(box).toHaveProperty('value', 'कल');
      expect(screen.getByTestId('exam-key-depressions').textContent).toBe('3');
    });

    it("takes a keyboard's own Devanagari as typed, not through the chosen layout, and logs its characters", async () => {
      const { box, onSubmit } = hindiCustom('krutidev');
      press(box, 'क', 'KeyK');
      press(box, 'ल', 'KeyN');
      press(box, ' ', 'Space');
      expect(box).toHaveProperty('value', 'कल ');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      const answer = onSubmit.mock.calls[0]![0];
      expect(answer.typed).toBe('कल ');
      expect(decodeKeyLog(answer.keyLog)?.map((key) => key.key)).toEqual(['क', 'ल', ' ']);
    });
  });
});
