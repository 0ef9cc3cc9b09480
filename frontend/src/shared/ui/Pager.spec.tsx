/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Pager } from './Pager';

const renderPager = (current: number, pageCount: number) =>
  render(
    <MemoryRouter>
      <Pager label="Board pages" current={current} pageCount={pageCount} hrefFor={(page) => `?page=${page}`} />
    </MemoryRouter>,
  );

describe('Pager', () => {
  it('links every listed page by its address and marks the current one', () => {
    renderPager(10, 20);
    const nav = screen.getByRole('navigation', { name: 'Board pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 20' }).getAttribute('href')).toBe('/?page=20');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/?page=9');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=11');
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('has no link back from the first page nor on from the last', () => {
    const first = renderPager(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=2');
    first.unmount();
    renderPager(3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/?page=2');
  });

  it('draws nothing for a single page', () => {
    const { container } = renderPager(1, 1);
    expect(container.innerHTML).toBe('');
  });
});
