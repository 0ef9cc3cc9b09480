/** Everything a Hindi test adds to the typing page, in one chunk loaded when Hindi is chosen. */
// Noto Sans Devanagari (SIL OFL 1.1), self-hosted: only its Devanagari range; the page's own font draws the rest.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import './hindi.css';

export { ClusterWord } from './ClusterWord';
export { HindiKeyboardPicker } from './HindiKeyboardPicker';
export { KeyDepressionFigures } from './KeyDepressionFigures';
export { emulatedLayout, hindiTestOptions, takeHindiKey, takeHindiText, type HindiKeyOutcome } from './take-hindi-key';
export { hindiKeyName } from './hindi-key-name';
export { HindiTestKeyboard } from '../keyboard-layout/HindiKeyboard';
