/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toggle } from './Toggle';

function Keyboard({ disabled = false }: { disabled?: boolean }) {
  const [shown, setShown] = useState(false);
  return <Toggle label="Keyboard" name="Show keyboard" checked={shown} disabled={disabled} onChange={setShown} />;
}

const toggle = () => screen.getByRole('switch', { name: 'Show keyboard' });

describe('Toggle', () => {
  it('is a switch named by its name, showing its label, that a click or Space turns on and off', async () => {
    render(<Keyboard />);
    const user = userEvent.setup();
    expect(toggle().textContent).toBe('Keyboard');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('stays as it is while disabled', async () => {
    render(<Keyboard disabled />);
    await userEvent.setup().click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });
});
