/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '../../app/store';
import { Skeleton } from '../../shared/ui/Skeleton';
import { EMPTY_SUMMARY } from './dashboard-figures';
import { EmptySessions } from './EmptySessions';
import { KeyboardHeatmap } from './KeyboardHeatmap';

// The dashboard's pieces drawn without antd keep what antd's gave: roles, names, links.
describe('the dashboard without antd', () => {
  it('draws antd’s skeleton: a title and the rows asked for, hidden from screen readers', () => {
    const { container } = render(<Skeleton rows={6} />);
    const skeleton = container.firstElementChild!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('.tp-skeleton__title')).toHaveLength(1);
    expect(skeleton.querySelectorAll('.tp-skeleton__paragraph > li')).toHaveLength(6);
  });

  it('says there are no sessions yet, with a link to the typing test', () => {
    render(
      <MemoryRouter>
        <EmptySessions />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No Sessions Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Typing Test' }).getAttribute('href')).toBe('/');
  });

  it('chooses the heatmap’s measure with a radio group, as antd’s Segmented did', async () => {
    render(
      <Provider store={createAppStore()}>
        <KeyboardHeatmap summary={EMPTY_SUMMARY} />
      </Provider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Colour keys by' });
    const errors = screen.getByRole('radio', { name: 'Error rate' }) as HTMLInputElement;
    const time = screen.getByRole('radio', { name: 'Time to type (ms)' }) as HTMLInputElement;
    expect(group.contains(errors) && group.contains(time)).toBe(true);
    expect(errors.checked).toBe(true);
    await userEvent.click(screen.getByText('Time to type (ms)'));
    expect(time.checked).toBe(true);
    expect(errors.checked).toBe(false);
    expect(time.closest('label')!.className).toContain('tp-segmented__item--selected');
  });
});
