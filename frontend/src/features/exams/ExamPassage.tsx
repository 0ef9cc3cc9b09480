import { memo, useLayoutEffect, useMemo, useRef } from 'react';

interface ExamPassageProps {
  readonly text: string;
  readonly currentWord: number;
  readonly highlight: boolean;
  readonly autoScroll: boolean;
  /** 'hi' for a Hindi passage (its font and speech). */
  readonly lang?: string;
}

/**
 * The passage, one text node, with a marker behind the current word: moving the marker repaints a few lines of
 * text. (A span a word made every key walk hundreds of them; a CSS custom highlight repaints the passage a key.)
 */
export const ExamPassage = memo(function ExamPassage({
  text,
  currentWord,
  highlight,
  autoScroll,
  lang,
}: ExamPassageProps) {
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const words = useMemo(() => [...text.matchAll(/\S+/gu)], [text]);

  useLayoutEffect(() => {
    const container = box.current;
    const textNode = container?.firstChild;
    const word = words[currentWord];
    if (marker.current) marker.current.hidden = !word;
    if (!container || !(textNode instanceof Text) || !word) return;
    const range = new Range();
    range.setStart(textNode, word.index);
    range.setEnd(textNode, word.index + word[0].length);
    const place = placeInPassage(container, range);
    if (autoScroll && (place.top < container.scrollTop || place.bottom > container.scrollTop + container.clientHeight))
      container.scrollTop = Math.max(0, place.top - container.clientHeight / 3);
    const shown = marker.current;
    if (!shown) return;
    placeMarker(shown, currentWord, place);
    // The word moves when the passage reflows: a window resized, a web font arrived.
    const follow = () => placeMarker(shown, currentWord, placeInPassage(container, range));
    window.addEventListener('resize', follow);
    document.fonts?.addEventListener('loadingdone', follow);
    return () => {
      window.removeEventListener('resize', follow);
      document.fonts?.removeEventListener('loadingdone', follow);
    };
  }, [words, currentWord, autoScroll]);

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
      {text}
      {highlight && <div ref={marker} className="exam-passage__marker" aria-hidden hidden />}
    </div>
  );
});

/** Where a range of the passage's text lies in its scrolled content, where the marker is positioned. */
function placeInPassage(container: HTMLElement, range: Range) {
  const word = range.getBoundingClientRect();
  const view = container.getBoundingClientRect();
  const top = word.top - view.top - container.clientTop + container.scrollTop;
  const left = word.left - view.left - container.clientLeft + container.scrollLeft;
  return { top, left, width: word.width, height: word.height, bottom: top + word.height };
}

/** Reaches this far either side of the word, as a highlight around text does. */
const MARKER_BLEED_PX = 2;

function placeMarker(marker: HTMLElement, word: number, place: ReturnType<typeof placeInPassage>) {
  marker.dataset.word = String(word);
  marker.style.transform = `translate(${place.left - MARKER_BLEED_PX}px, ${place.top}px)`;
  marker.style.width = `${place.width + 2 * MARKER_BLEED_PX}px`;
  marker.style.height = `${place.height}px`;
}
