import { HINDI_LAYOUT_IDS, type HindiLayoutId } from '@typing/typing-core';
import { type Category, EXAM_LAYOUT_NAMES, type ExamLanguage, EXAM_PROFILES } from '@typing/typing-core/exams';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { type CustomChoice, customExam, DEFAULT_CUSTOM, MAX_CUSTOM_WORDS } from './custom-exam';
import type { ChosenExam } from './profile-rules';
import { ProfileRules } from './ProfileRules';

const CATEGORIES: readonly Category[] = ['UR', 'OBC', 'EWS', 'SC', 'ST', 'PwD', 'ESM'];
const CUSTOM = 'custom';

function CustomForm({ choice, onChange }: { choice: CustomChoice; onChange: (choice: CustomChoice) => void }) {
  const number = (field: 'durationMinutes' | 'passageWords') => (event: { target: { value: string } }) =>
    onChange({ ...choice, [field]: Number(event.target.value) });
  const flag =
    (field: 'backspace' | 'highlightCurrentWord' | 'restricted') => (event: { target: { checked: boolean } }) =>
      onChange({ ...choice, [field]: event.target.checked });
  return (
    <fieldset className="exam-setup__custom">
      <legend>Your own test</legend>
      <label>
        Minutes{' '}
        <input type="number" min={1} max={60} value={choice.durationMinutes} onChange={number('durationMinutes')} />
      </label>
      <label>
        Passage words{' '}
        <input
          type="number"
          min={10}
          max={MAX_CUSTOM_WORDS}
          value={choice.passageWords}
          onChange={number('passageWords')}
        />
      </label>
      <label>
        <input type="checkbox" checked={choice.backspace} onChange={flag('backspace')} /> Backspace allowed
      </label>
      <label>
        <input type="checkbox" checked={choice.highlightCurrentWord} onChange={flag('highlightCurrentWord')} />{' '}
        Highlight the current word (and scroll by itself)
      </label>
      <label>
        <input type="checkbox" checked={choice.restricted} onChange={flag('restricted')} /> Restricted mode
      </label>
    </fieldset>
  );
}

/** Choose a board's profile (or your own), see its rules and sources, and start. */
export function ExamSetup({ onStart, starting }: { onStart: (chosen: ChosenExam) => void; starting: boolean }) {
  const [profileId, setProfileId] = useState(EXAM_PROFILES[0]!.id);
  const [category, setCategory] = useState<Category>('UR');
  const [custom, setCustom] = useState(DEFAULT_CUSTOM);
  const [language, setLanguage] = useState<ExamLanguage>('en');
  const [layout, setLayout] = useState<HindiLayoutId>('inscript');
  const board = EXAM_PROFILES.find((profile) => profile.id === profileId);
  const boardHindi = board?.languages.find((rule) => rule.language === 'hi');
  // A custom test is offered on every Hindi layout; a board only on its own.
  const hindiLayouts: readonly HindiLayoutId[] | undefined =
    profileId === CUSTOM ? HINDI_LAYOUT_IDS : (boardHindi?.layouts as readonly HindiLayoutId[] | undefined);
  const inHindi = language === 'hi' && hindiLayouts !== undefined;
  const hindiLayout = inHindi ? (hindiLayouts.find((id) => id === layout) ?? hindiLayouts[0]) : undefined;
  const built = board ? { profile: board } : customExam(custom, inHindi ? 'hi' : 'en', hindiLayout);
  const rule =
    'profile' in built ? built.profile.languages.find((r) => r.language === (inHindi ? 'hi' : 'en')) : undefined;
  const chosen: ChosenExam | undefined =
    'profile' in built && rule
      ? {
          profile: built.profile,
          rule,
          category,
          ...('custom' in built ? { custom: built.custom } : {}),
          ...(hindiLayout ? { layout: hindiLayout } : {}),
        }
      : undefined;
  return (
    <div className="exam-setup">
      <fieldset className="exam-setup__profiles">
        <legend>Exam</legend>
        {[...EXAM_PROFILES.map(({ id, name }) => ({ id, name })), { id: CUSTOM, name: 'Custom test' }].map(
          ({ id, name }) => (
            <label key={id}>
              <input
                type="radio"
                name="exam-profile"
                value={id}
                checked={profileId === id}
                onChange={() => setProfileId(id)}
              />{' '}
              {name}
            </label>
          ),
        )}
      </fieldset>
      {profileId === CUSTOM && <CustomForm choice={custom} onChange={setCustom} />}
      {hindiLayouts && (
        <fieldset className="exam-setup__language">
          <legend>Language</legend>
          <label>
            <input type="radio" name="exam-language" checked={!inHindi} onChange={() => setLanguage('en')} /> English
          </label>
          <label>
            <input type="radio" name="exam-language" checked={inHindi} onChange={() => setLanguage('hi')} /> Hindi
          </label>
          {inHindi && (
            <label>
              Keyboard layout{' '}
              <select value={hindiLayout} onChange={(event) => setLayout(event.target.value as HindiLayoutId)}>
                {hindiLayouts.map((id) => (
                  <option key={id} value={id}>
                    {EXAM_LAYOUT_NAMES[id]}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
      )}
      {chosen?.profile.scoring.kind === 'error-percentage' && (
        <label className="exam-setup__category">
          Category{' '}
          <select value={category} onChange={(event) => setCategory(event.target.value as Category)}>
            {CATEGORIES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      )}
      {'problems' in built && (
        <ul role="alert" className="exam-setup__problems">
          {built.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {chosen && <ProfileRules chosen={chosen} />}
      <Button
        type="primary"
        size="large"
        disabled={!chosen}
        loading={starting}
        onClick={() => chosen && onStart(chosen)}
      >
        Start the test
      </Button>
    </div>
  );
}
