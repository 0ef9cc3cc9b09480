import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@typing/typing-core';
import { useId } from 'react';
import { usePracticeLanguage } from './usePracticeLanguage';
import '../keyboard-layout/keyboard-layout.css';

/** The practice language, as a plain labelled select (no antd: it sits on the home page). */
export function LanguageSelect() {
  const id = useId();
  const [language, choose] = usePracticeLanguage();
  return (
    <span className="keyboard-layout-select">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
