import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks the encoders Node has (react-router uses them); component tests get Node's. */
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

/** jsdom lays nothing out, so it has no scrolling; the page's "bring the results into view" is a no-op here. */
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

/** Component tests talk to no server: a request fails at once instead of hanging (jsdom has no fetch). */
if (typeof globalThis.fetch === 'undefined')
  globalThis.fetch = () => Promise.reject(new TypeError('component tests have no network'));
