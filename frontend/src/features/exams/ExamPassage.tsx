import { memo, useEffect, useMemo, useRef } from 'react';

interface ExamPassageProps {
  readonly text: string;
  readonly currentWord: number;
  readonly highlight: boolean;
  readonly autoScroll: boolean;
  /** 'hi' for a Hindi passage (its font and speech). */
  readonly lang?: string;
}

/** The passage in its box above the typing box: the current word highlighted and followed if the profile says; drawn again only when the current word moves. */
export const ExamPassage = memo(function ExamPassage({
  text,
  currentWord,
  highlight,
  autoScroll,
  lang,
}: ExamPassageProps) {
  const box = useRef<HTMLDivElement>(null);
  const tokens = useMemo(() => {
    let words = 0;
    return text
      .split(/(\s+)/u)
      .filter(Boolean)
      .map((token) => ({ token, word: /^\s/u.test(token) ? -1 : words++ }));
  }, [text]);

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
      {tokens.map(({ token, word }, position) =>
        word < 0 ? (
          token
        ) : (
          <span
            key={position}
            data-word={word}
            className={highlight && word === currentWord ? 'exam-passage__current' : undefined}
          >
            {token}
          </span>
        ),
      )}
    </div>
  );
});
