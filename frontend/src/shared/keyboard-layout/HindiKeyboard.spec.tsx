/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { hindiLayouts, keyLegend } from '@typing/typing-core/hindi';
import { HindiKeyboard } from './HindiKeyboard';

const legend = (container: HTMLElement, id: string) => container.querySelector(`[data-key-id="${id}"]`) as HTMLElement;

describe('HindiKeyboard', () => {
  it.each(Object.values(hindiLayouts).map((layout) => [layout.name, layout] as const))(
    'draws %s’s Devanagari legends on both layers of every key',
    (_, layout) => {
      const { container } = render(<HindiKeyboard layout={layout} weakKeys={[]} />);
      expect(container.querySelectorAll('.hkb-key:not(.hkb-space)')).toHaveLength(47);
      for (const code of ['KeyK', 'KeyD', 'Digit1', 'Slash']) {
        expect(legend(container, code).textContent).toBe(keyLegend(layout, code, 'plain') ?? '');
        expect(legend(container, `Shift+${code}`).textContent).toBe(keyLegend(layout, code, 'shift') ?? '');
      }
      expect(container.querySelectorAll('.hkb-legend--weak')).toHaveLength(0);
    },
  );

  it('shows InScript’s own legends: क on K and ख on Shift+K, a vowel sign on its dotted circle', () => {
    const { container } = render(<HindiKeyboard layout={hindiLayouts.inscript} weakKeys={[]} />);
    expect(legend(container, 'KeyK').textContent).toBe('क');
    expect(legend(container, 'Shift+KeyK').textContent).toBe('ख');
    expect(legend(container, 'KeyF').textContent).toBe('◌ि');
  });

  it('marks a weak key on its layer only (Shift+K is not K), with its count, and says so in words', () => {
    const { container } = render(
      <HindiKeyboard
        layout={hindiLayouts.inscript}
        weakKeys={[
          { key: 'Shift+KeyK', count: 2 },
          { key: 'KeyD', count: 1 },
        ]}
        nextKey="KeyJ"
      />,
    );
    expect(legend(container, 'Shift+KeyK').className).toContain('hkb-legend--weak');
    expect(legend(container, 'Shift+KeyK').querySelector('.hkb-badge')?.textContent).toBe('2');
    expect(legend(container, 'KeyK').className).not.toContain('hkb-legend--weak');
    expect(legend(container, 'KeyD').className).toContain('hkb-legend--weak');
    expect(legend(container, 'Shift+KeyD').className).not.toContain('hkb-legend--weak');
    expect(legend(container, 'KeyJ').className).toContain('hkb-legend--next');
    expect(
      screen.getByRole('img', { name: 'On-screen InScript keyboard, mistyped keys: Shift K 2, D 1' }),
    ).toBeTruthy();
  });
});
