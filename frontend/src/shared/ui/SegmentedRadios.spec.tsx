/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedRadios } from './SegmentedRadios';

/** jsdom has no CSS.escape, with which user-event's arrow keys find a radio's group by its name. */
globalThis.CSS ??= { escape: (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

const SECONDS = [15, 30, 60] as const;

function Duration({ disabled = false }: { disabled?: boolean }) {
  const [seconds, setSeconds] = useState<(typeof SECONDS)[number]>(30);
  return (
    <>
      <button type="button">Before</button>
      <SegmentedRadios
        label="Test duration"
        values={SECONDS}
        value={seconds}
        disabled={disabled}
        format={(s) => `${s}s`}
        onChange={setSeconds}
      />
      <button type="button">After</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const checkedName = () => screen.getAllByRole<HTMLInputElement>('radio').find((r) => r.checked)?.value;

describe('SegmentedRadios', () => {
  it('is a named group of radios, the value checked and its item drawn selected', () => {
    render(<Duration />);
    expect(screen.getByRole('radiogroup', { name: 'Test duration' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['15', '30', '60']);
    expect(radio('30s').checked).toBe(true);
    expect(radio('30s').closest('label')!.className).toContain('tp-segmented__item--selected');
    expect(radio('60s').closest('label')!.className).not.toContain('tp-segmented__item--selected');
  });

  it('moves the choice with the arrow keys and by a click on an item', async () => {
    render(<Duration />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(radio('30s'));
    await user.keyboard('{ArrowRight}');
    expect(checkedName()).toBe('60');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checkedName()).toBe('15');
    await user.click(screen.getByText('60s'));
    expect(checkedName()).toBe('60');
    expect(radio('60s').closest('label')!.className).toContain('tp-segmented__item--selected');
  });

  it('shows a disabled group’s value, which neither a click nor Tab reaches', async () => {
    render(<Duration disabled />);
    const user = userEvent.setup();
    expect(screen.getByRole('radiogroup', { name: 'Test duration' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((r) => r.disabled)).toBe(true);
    await user.click(screen.getByText('60s'));
    expect(checkedName()).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });
});
