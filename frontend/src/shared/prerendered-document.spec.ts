import { describe, expect, test } from '@jest/globals';
import { localDay, withPrerender } from './prerendered-document';

const HEAD = [
  '<html><head><title>Typing Practice</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/AboutPage-4.js">',
  '  </head>',
];
const DOCUMENT = [...HEAD, '<body><script>theme()</script><div id="root"></div></body></html>'].join('\n');
const DAY = new Date(2026, 10, 26, 23, 30);
const OPTIONS = { loader: '/assets/after-paint-5.js', drawnOn: DAY };

describe('withPrerender', () => {
  test('puts the markup inside #root, marked with the path and the day it was drawn', () => {
    expect(withPrerender(DOCUMENT, '/signin', '<main><h1>Welcome back</h1></main>', OPTIONS)).toContain(
      '<body><script>theme()</script>' +
        '<div id="root" data-prerendered="/signin" data-drawn-on="2026-11-26"><main><h1>Welcome back</h1></main></div>' +
        '</body></html>',
    );
  });

  test("moves the page's title, which React writes first, into the head before the document's", () => {
    const page = withPrerender(DOCUMENT, '/about', '<title>About Us · Typing Practice</title><h1>About</h1>', OPTIONS);
    // The first one shows; React takes it and removes it on leaving the page, and the site's own is left.
    expect(page).toContain('<head><title>About Us · Typing Practice</title><title>Typing Practice</title>\n');
    expect(page).toContain('data-drawn-on="2026-11-26"><h1>About</h1></div>');
  });

  test('keeps `$` sequences of the markup as they are', () => {
    expect(withPrerender(DOCUMENT, '/terms', "<p>$& $' $1</p>", OPTIONS)).toContain("<p>$& $' $1</p></div>");
  });

  test('loads the scripts after the first paint: one loader in place of the module script and preloads', () => {
    const page = withPrerender(DOCUMENT, '/about', '<h1>About</h1>', OPTIONS);
    expect(page.split('</head>')[0]).toBe(
      [
        '<html><head><title>Typing Practice</title>',
        '    <script type="module" crossorigin src="/assets/after-paint-5.js"' +
          ' data-modules="/assets/index-1.js /assets/react-2.js /assets/AboutPage-4.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
        '  ',
      ].join('\n'),
    );
  });

  test('refuses a document without an empty root, and markup with a script', () => {
    expect(() => withPrerender('<div id="root">x</div>', '/about', '<h1>About</h1>', OPTIONS)).toThrow(/no empty/);
    expect(() => withPrerender(DOCUMENT, '/about', '<h1>About</h1><script>$RC()</script>', OPTIONS)).toThrow(/script/);
  });
});

test('localDay is the local calendar day, whatever the time of day', () => {
  expect(localDay(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  expect(localDay(DAY)).toBe('2026-11-26');
});
