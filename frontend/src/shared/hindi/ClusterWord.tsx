import { memo } from 'react';

interface ClusterWordProps {
  /** The word and the space after it. */
  text: string;
  typed: string;
  cursor: number;
}

const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });
/** Each word's cluster edges, by its text: a test repeats its words, and a keystroke redraws one word. */
const edgesByWord = new Map<string, readonly number[]>();
const KEPT_WORDS = 2000;

/** Where the word's grapheme clusters start, and its end (Unicode 15.1 keeps क्ष, त्र, ज्ञ whole). */
export function clusterEdges(text: string): readonly number[] {
  let edges = edgesByWord.get(text);
  if (!edges) {
    edges = [...Array.from(segmenter.segment(text), (segment) => segment.index), text.length];
    if (edgesByWord.size >= KEPT_WORDS) edgesByWord.clear();
    edgesByWord.set(text, edges);
  }
  return edges;
}

/** A word rendered by grapheme cluster, so no conjunct is split (a Remington ि waits for its consonant). */
export const ClusterWord = memo(function ClusterWord({ text, typed, cursor }: ClusterWordProps) {
  const edges = clusterEdges(text);
  const clusters = [];
  for (let c = 0; c + 1 < edges.length; c++) {
    const start = edges[c]!;
    const end = edges[c + 1]!;
    const here = cursor >= start && cursor < end;
    const cluster = text.slice(start, end);
    const state =
      here || typed.length <= start
        ? 'todo'
        : typed.length < end
          ? 'bad'
          : typed.slice(start, end) === cluster
            ? 'ok'
            : 'bad';
    const classes = `ch ch-cluster ch-${state}${here ? ' ch-cursor' : ''}${cluster === ' ' ? ' ch-space' : ''}`;
    clusters.push(
      <span key={start} className={classes}>
        {cluster}
      </span>,
    );
  }
  if (cursor === text.length) clusters.push(<span key="end" className="ch ch-cursor ch-end" aria-hidden />);
  return <span className="word">{clusters}</span>;
});
