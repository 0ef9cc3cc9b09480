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

  useLayoutEffect(() => {
    const container = box.current;
    const word = container?.querySelector<HTMLElement>(`[data-word="${currentWord}"]`);
    if (!container || !word) return;
    if (highlight) {
      word.classList.add(CURRENT);
      return () => word.classList.remove(CURRENT);
    }
  }, [highlight, currentWord, text]);

  useEffect(() => {
    const container = box.current;
    const word = container?.querySelector<HTMLElement>(`[data-word="${currentWord}"]`);
    if (!autoScroll || !container || !word) return;
    const top = word.offsetTop;
    if (top < container.scrollTop || top + word.offsetHeight > container.scrollTop + container.clientHeight)
      container.scrollTop = Math.max(0, top - container.clientHeight / 3);
  }, [autoScroll, currentWord]);

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
