/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emptyOtp, type OtpDigits } from './otp-code';
import { OtpBoxes } from './OtpBoxes';

function Boxes({ invalid = false }: { invalid?: boolean }) {
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  return (
    <>
      <span id="otp-label">Enter the code</span>
      <OtpBoxes digits={digits} onChange={setDigits} labelledBy="otp-label" describedBy="otp-note" invalid={invalid} />
      <span id="otp-note">Check your mail</span>
    </>
  );
}

const boxes = () => screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);
const focused = () => document.activeElement?.getAttribute('aria-label');

function setUp(invalid?: boolean) {
  render(<Boxes invalid={invalid} />);
  return userEvent.setup();
}

describe('the OTP boxes (spec §5 "OTP")', () => {
  it('are six labelled numeric inputs in a named group; the first takes the one-time code the device offers', () => {
    setUp();
    const group = screen.getByRole('group', { name: 'Enter the code' });
    expect(group.getAttribute('aria-describedby')).toBe('otp-note');
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`),
    );
    for (const [index, box] of boxes().entries()) {
      expect(group.contains(box)).toBe(true);
      expect(box.type).toBe('text');
      expect(box.inputMode).toBe('numeric');
      expect(box.getAttribute('pattern')).toBe('[0-9]*');
      expect(box.getAttribute('autocomplete')).toBe(index === 0 ? 'one-time-code' : 'off');
      expect(box.getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('a typed digit fills its box and moves on; anything else is ignored', async () => {
    const user = setUp();
    await user.click(boxes()[0]!);
    await user.keyboard('4a9 3');
    expect(values()).toEqual(['4', '9', '3', '', '', '']);
    expect(focused()).toBe('Digit 4 of 6');
  });

  it('Backspace on an empty box goes back; on a full one it empties it', async () => {
    const user = setUp();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(focused()).toBe('Digit 3 of 6');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(focused()).toBe('Digit 3 of 6');
  });

  it('the arrow keys move between the boxes', async () => {
    const user = setUp();
    await user.click(boxes()[2]!);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('Digit 1 of 6');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Digit 2 of 6');
  });

  it('a pasted code fills every box, wherever it is pasted', async () => {
    const user = setUp();
    await user.click(boxes()[3]!);
    await user.paste('493 027');
    expect(values()).toEqual(['4', '9', '3', '0', '2', '7']);
    expect(focused()).toBe('Digit 6 of 6');
  });

  it('a whole code put into the first box at once (the device’s offer) fills every box', () => {
    setUp();
    fireEvent.change(boxes()[0]!, { target: { value: '493027' } });
    expect(values()).toEqual(['4', '9', '3', '0', '2', '7']);
  });

  it('marks every box when the code is refused', () => {
    setUp(true);
    expect(boxes().every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);
  });
});
