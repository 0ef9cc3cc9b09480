/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExamSetup } from './ExamSetup';
import type { ChosenExam } from './profile-rules';

function renderSetup() {
  const onStart = jest.fn<(chosen: ChosenExam) => void>();
  render(<ExamSetup onStart={onStart} starting={false} />);
  return onStart;
}

describe('ExamSetup', () => {
  it('offers Hindi for a custom test on every layout, restricted mode included, and starts it so', async () => {
    const onStart = renderSetup();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom test' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    const layouts = screen.getByRole('combobox', { name: 'Keyboard layout' });
    expect([...layouts.querySelectorAll('option')].map((option) => option.value).sort()).toEqual([
      'inscript',
      'krutidev',
      'remington-cbi',
      'remington-gail',
    ]);
    await userEvent.selectOptions(layouts, 'krutidev');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Restricted mode' }));
    expect(screen.getByTestId('exam-rules').textContent).toContain(
      'Restricted: a key that takes the word you are typing off the passage is refused.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    const chosen = onStart.mock.calls[0]![0];
    expect(chosen).toMatchObject({ layout: 'krutidev', rule: { language: 'hi' }, custom: { restricted: true } });
    expect(chosen.profile.screen.restricted).toBe(true);
  });

  it("says a Hindi custom passage longer than its source board's cannot be served, and offers no start", async () => {
    renderSetup();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom test' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Keyboard layout' }), 'remington-gail');
    const words = screen.getByRole('spinbutton', { name: 'Passage words' });
    await userEvent.clear(words);
    await userEvent.type(words, '350');
    expect(screen.getByRole('alert').textContent).toBe('passage must be at most 300 words on Remington GAIL');
    expect(screen.getByRole('button', { name: 'Start the test' })).toHaveProperty('disabled', true);
  });
});
