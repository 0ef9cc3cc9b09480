/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyKey, createTest, FIGURE_DEFINITIONS, summarize, type TypingResult } from '@typing/typing-core';
import { MemoryRouter } from 'react-router';
import { ResultsPanel } from './ResultsPanel';

// The chart itself (uPlot on a canvas) is drawn in the browser journeys; jsdom has no canvas.
jest.mock('./SpeedChart', () => ({ __esModule: true, default: () => <div data-testid="speed-chart-canvas" /> }));

const SAMPLE = 'the quick brown fox jumps over the lazy dog';

/** A real result from the engine: `script` typed one key every `stepMs`, then Enter. */
function typedResult(script: string, stepMs = 200): TypingResult {
  let state = createTest(SAMPLE, 30);
  [...script].forEach((key, i) => (state = applyKey(state, key, 1000 + i * stepMs)));
  return summarize(applyKey(state, 'Enter', 1000 + script.length * stepMs));
}

function renderPanel(result: TypingResult, isSignedIn = false, onTryAgain = () => {}) {
  return render(
    <MemoryRouter>
      <ResultsPanel
        result={result}
        viewer={isSignedIn ? { isSignedIn, userId: 'u1' } : { isSignedIn }}
        onTryAgain={onTryAgain}
      />
    </MemoryRouter>,
  );
}

const tile = (label: string) => within(screen.getByRole('group', { name: label }));

describe('ResultsPanel', () => {
  const result = typedResult('thw zuick baown fox');

  it('names a quote test by its length and shows its source, which other tests have none of', () => {
    let state = createTest('Call me Ishmael.', 60, {
      mode: 'quote',
      quoteLength: 'short',
      punctuation: false,
      numbers: false,
    });
    [...'Call me Ishmael.'].forEach((key, i) => (state = applyKey(state, key, 1000 + i * 200)));
    render(
      <MemoryRouter>
        <ResultsPanel
          result={summarize(state)}
          source="Herman Melville, Moby-Dick (1851), ch. 1"
          viewer={{ isSignedIn: false }}
          onTryAgain={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('quote-source').textContent).toBe('Source: Herman Melville, Moby-Dick (1851), ch. 1');
    expect(tile('Time (seconds)').getByText('short quote')).toBeTruthy();
  });

  it('shows no source for a test without one', () => {
    renderPanel(result);
    expect(screen.queryByTestId('quote-source')).toBeNull();
  });

  it("shows the engine's figures in the four tiles and the skill level", () => {
    renderPanel(result);
    expect(screen.getByRole('heading', { name: 'Test Completed!' })).toBeTruthy();
    expect(tile('Speed (WPM)').getByText(String(result.wpm))).toBeTruthy();
    expect(tile('Accuracy (%)').getByText(String(result.accuracy))).toBeTruthy();
    expect(tile('Characters').getByText(`${result.correctChars} / ${result.incorrectChars}`)).toBeTruthy();
    expect(tile('Time (seconds)').getByText('of 30')).toBeTruthy();
    expect(screen.getByTestId('skill-level').textContent).toBe(result.skillLevel);
    expect(screen.getByText('Based on WPM and Accuracy')).toBeTruthy();
  });

  it('shows net and raw WPM beside the headline WPM, each with its definition', async () => {
    renderPanel(result);
    const speed = tile('Speed (WPM)');
    expect(speed.getByTestId('net-wpm').textContent).toBe(String(result.netWpm));
    expect(speed.getByTestId('raw-wpm').textContent).toBe(String(result.rawWpm));
    expect(result.netWpm).toBeLessThan(result.rawWpm); // 'thw', 'zuick', 'baown' do not count for net
    const definitionOf = (term: HTMLElement) => document.getElementById(term.getAttribute('aria-describedby')!);
    expect(definitionOf(speed.getByRole('button', { name: 'net' }))?.textContent).toBe(FIGURE_DEFINITIONS.netWpm);
    expect(definitionOf(speed.getByRole('button', { name: 'raw' }))?.textContent).toBe(FIGURE_DEFINITIONS.rawWpm);
    expect(definitionOf(speed.getByRole('button', { name: 'Speed (WPM)' }))?.getAttribute('role')).toBe('tooltip');
    const accuracy = tile('Accuracy (%)').getByRole('button', { name: 'Accuracy (%)' });
    expect(definitionOf(accuracy)?.textContent).toBe(FIGURE_DEFINITIONS.accuracy);
    // Reachable with the keyboard (the browser journey checks that focus shows the definition).
    await userEvent.tab(); // Try Again
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Speed (WPM)');
  });

  it('lists the mistyped keys with their counts, most errors first', () => {
    // 'e' mistyped twice ('thw', 'ovwr'), 'q' once ('zuick').
    renderPanel(typedResult('thw zuick brown fox jumps ovwr'));
    const list = screen.getByRole('heading', { name: 'Keys to Practice' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-key'))).toEqual(['e', 'q']);
    expect(items.map((item) => item.textContent)).toEqual(['e2 errors', 'q1 error']);
  });

  it('praises a test without mistakes instead of listing keys', () => {
    renderPanel(typedResult('the quick'));
    expect(screen.getByText('No mistyped keys this time. Clean typing!')).toBeTruthy();
  });

  it('invites a guest to sign in, and not a signed-in user', () => {
    const { unmount } = renderPanel(result);
    expect(screen.getByText('Save your results and track your progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In Now' }).getAttribute('href')).toBe('/signin');
    unmount();
    renderPanel(result, true);
    expect(screen.queryByRole('link', { name: 'Sign In Now' })).toBeNull();
  });

  it('describes the speed per second in words and as a table', async () => {
    renderPanel(result);
    expect(screen.getByTestId('speed-summary').textContent).toMatch(/^Speed per second over \d+ seconds?/);
    expect(await screen.findByTestId('speed-chart-canvas')).toBeTruthy();
    const rows = within(screen.getByTestId('speed-table')).getAllByRole('row');
    expect(rows).toHaveLength(result.wpmSeries.length + 1);
  });

  it('Try Again calls back', async () => {
    const onTryAgain = jest.fn();
    renderPanel(result, false, onTryAgain);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });
});
