import { memo, useEffect, useLayoutEffect, useRef } from 'react';

interface ExamPassageProps {
  readonly text: string;
  readonly currentWord: number;
  readonly highlight: boolean;
  readonly autoScroll: boolean;
  /** 'hi' for a Hindi passage (its font and speech). */
  readonly lang?: string;
}

/** The passage; the highlight moves by a class on two spans, so a key re-renders none of its hundreds of words. */
export const ExamPassage = memo(function ExamPassage({
  text,
  currentWord,
  highlight,
  autoScroll,
  lang,
}: ExamPassageProps) {
  const box = useRef<HTMLDivElement>(null);

  // A highlight range only repaints the word; a class giving an inline a background lays the whole passage out anew.
  useLayoutEffect(() => {
    const word = box.current && wordSpan(box.current, text, currentWord);
    if (!highlight || !word) return;
    const registry = typeof CSS !== 'undefined' && typeof Highlight === 'function' ? CSS.highlights : undefined;
    if (registry) {
      const range = new Range();
      range.selectNodeContents(word);
      const mark = new Highlight(range);
      registry.set(CURRENT, mark);
      return () => {
        if (registry.get(CURRENT) === mark) registry.delete(CURRENT);
      };
    }
    word.classList.add(CURRENT);
    return () => word.classList.remove(CURRENT);
  }, [highlight, currentWord, text]);

  // Read in the next frame, where the browser lays the page out anyway: read inside the key's task, the positions
  // would cost a layout of their own.
  useEffect(() => {
    const container = box.current;
    const word = container && wordSpan(container, text, currentWord);
    if (!autoScroll || !container || !word) return;
    const frame = requestAnimationFrame(() => {
      const top = word.offsetTop;
      if (top < container.scrollTop || top + word.offsetHeight > container.scrollTop + container.clientHeight)
        container.scrollTop = Math.max(0, top - container.clientHeight / 3);
    });
    return () => cancelAnimationFrame(frame);
  }, [autoScroll, currentWord, text]);

  return (
    // Focusable so it can be scrolled by hand with the keyboard too.
    <div
      ref={box}
      className="exam-passage"
      lang={lang}
      tabIndex={0}
      role="region"
      aria-label="Passage"
      data-testid="exam-passage"
    >
      <PassageWords text={text} />
    </div>
  );
});

const CURRENT = 'exam-passage__current';

/** The passage's word spans, found once per passage rather than searched for at every word. */
const spansOf = new WeakMap<HTMLElement, { text: string; spans: NodeListOf<HTMLElement> }>();
function wordSpan(container: HTMLElement, text: string, index: number): HTMLElement | undefined {
  let found = spansOf.get(container);
  if (found?.text !== text) {
    found = { text, spans: container.querySelectorAll<HTMLElement>('[data-word]') };
    spansOf.set(container, found);
  }
  return index < 0 ? undefined : found.spans[index];
}

const PassageWords = memo(function PassageWords({ text }: { text: string }) {
  let words = 0;
  return text
    .split(/(\s+)/u)
    .filter(Boolean)
    .map((token, position) =>
      /^\s/u.test(token) ? (
        token
      ) : (
        <span key={position} data-word={words++}>
          {token}
        </span>
      ),
    );
});
