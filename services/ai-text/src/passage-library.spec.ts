import { QUOTE_LENGTHS } from '@typing/typing-core';
import { PassageLibrary } from './passage-library';

describe('PassageLibrary', () => {
  const passages = [
    { text: 'Call me Ishmael.', length: 'short', attribution: 'ch. 1' },
    { text: 'Whenever I find myself growing grim about the mouth...', length: 'short', attribution: 'ch. 1' },
    { text: 'A'.repeat(150), length: 'medium', attribution: 'ch. 2' },
  ] as const;

  it('picks a passage of the asked length, as the random source says', () => {
    expect(new PassageLibrary(passages, () => 0).pick('short').text).toBe('Call me Ishmael.');
    expect(new PassageLibrary(passages, () => 0.99).pick('short').text).toMatch(/^Whenever/);
    expect(new PassageLibrary(passages, () => 0.5).pick('medium')).toEqual(passages[2]);
  });

  it('refuses a length it has no passage of', () => {
    expect(() => new PassageLibrary(passages).pick('long')).toThrow('No long passages');
  });

  it('serves every length from the shipped passages, each within its bounds', () => {
    const library = new PassageLibrary();
    const bounds = { short: [40, 99], medium: [100, 299], long: [300, 600] };
    for (const length of QUOTE_LENGTHS) {
      const { text, attribution } = library.pick(length);
      expect(text.length).toBeGreaterThanOrEqual(bounds[length][0]);
      expect(text.length).toBeLessThanOrEqual(bounds[length][1]);
      expect(attribution).toMatch(/^Herman Melville, Moby-Dick \(1851\)/);
    }
  });
});
