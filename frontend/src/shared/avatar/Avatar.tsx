import type { AvatarStyle } from '@typing/contracts/web';
import { useEffect, useState, type CSSProperties } from 'react';
import { parseAvatar } from './avatar-descriptor';

export interface AvatarProps {
  /** The user's `profileImage`: `dicebear:<style>:<seed>`, an uploaded path, or nothing. */
  value?: string | null;
  size?: number;
  /** Text alternative; empty (the default) when a name next to it already says whose it is. */
  alt?: string;
  className?: string;
}

type DrawAvatar = (style: AvatarStyle, seed: string) => Promise<string>;

/** DiceBear on the main thread, where no worker can run it (tests, or the worker failed). */
const drawHere: DrawAvatar = (style, seed) =>
  import('./dicebear').then(({ generatedAvatarDataUri }) => generatedAvatarDataUri(style, seed));

/** Generated avatars render in a worker loaded with the first: loading a style is a long task on a phone. */
let drawer: Promise<DrawAvatar> | undefined;
const loadDrawer = () =>
  (drawer ??=
    typeof Worker === 'function'
      ? import('./avatar-worker').then(
          ({ drawInWorker }): DrawAvatar =>
            (style, seed) =>
              drawInWorker(style, seed).catch(() => drawHere(style, seed)),
        )
      : Promise.resolve(drawHere));

/** Data URIs already drawn, so a re-render or a second avatar of the same seed costs nothing. */
const drawn = new Map<string, string>();

function useGeneratedSrc(key: string | null): string | undefined {
  const [src, setSrc] = useState<{ key: string; uri: string } | undefined>();
  useEffect(() => {
    if (!key || drawn.has(key)) return;
    let live = true;
    const [, style, seed] = key.split(':');
    loadDrawer()
      .then((draw) => draw(style as AvatarStyle, seed))
      .then((uri) => {
        drawn.set(key, uri);
        if (live) setSrc({ key, uri });
      })
      // A failed chunk load leaves the placeholder; the default picture is no worse.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  if (!key) return undefined;
  return drawn.get(key) ?? (src?.key === key ? src.uri : undefined);
}

function DefaultAvatar({ size, alt, style }: { size: number; alt: string; style: CSSProperties }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      style={style}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" style={{ fill: 'var(--tp-color-fill-secondary)' }} />
      <circle cx="20" cy="16" r="7" style={{ fill: 'var(--tp-color-text-tertiary)' }} />
      <path
        d="M6.5 34.5c2.5-6.5 7.5-9.5 13.5-9.5s11 3 13.5 9.5A19.9 19.9 0 0 1 20 40a19.9 19.9 0 0 1-13.5-5.5z"
        style={{ fill: 'var(--tp-color-text-tertiary)' }}
      />
    </svg>
  );
}

/** A user's picture, shared so the top bar, the sign-up preview and the dashboard show the same thing. */
export function Avatar({ value, size = 40, alt = '', className }: AvatarProps) {
  const source = parseAvatar(value);
  const generatedSrc = useGeneratedSrc(source.kind === 'generated' ? `dicebear:${source.style}:${source.seed}` : null);
  const frame: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: 'none',
    display: 'block',
    objectFit: 'cover',
    // The theme's colours as CSS variables (both themes), so the avatar needs no antd.
    background: 'var(--tp-color-fill-tertiary)',
  };

  if (source.kind === 'uploaded') {
    return <img className={className} src={source.src} alt={alt} width={size} height={size} style={frame} />;
  }
  if (source.kind === 'generated') {
    return generatedSrc ? (
      <img className={className} src={generatedSrc} alt={alt} width={size} height={size} style={frame} />
    ) : (
      // Rendered in a moment (the DiceBear chunk loads once); keep the space meanwhile.
      <span
        className={className}
        style={frame}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-busy
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return <DefaultAvatar size={size} alt={alt} style={{ ...frame, background: undefined }} />;
}
