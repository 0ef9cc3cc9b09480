/** A keyboard outline in antd's icon style (antd has no keyboard icon). */
export function KeyboardSvg() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="2" y="5" width="20" height="14" rx="2.5" />
      <path
        d="M6 9h.01M10 9h.01M14 9h.01M18 9h.01M6 12.5h.01M10 12.5h.01M14 12.5h.01M18 12.5h.01"
        strokeLinecap="round"
        strokeWidth="2.2"
      />
      <path d="M8 16h8" strokeLinecap="round" />
    </svg>
  );
}
