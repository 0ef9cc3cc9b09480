import { type ChosenExam, profileRules } from './profile-rules';

/** The rules of the chosen test and where they come from, shown before the start. */
export function ProfileRules({ chosen }: { chosen: ChosenExam }) {
  const { sources } = chosen.profile;
  return (
    <section className="exam-rules" aria-labelledby="exam-rules-title">
      <h2 id="exam-rules-title">Rules: {chosen.profile.name}</h2>
      <ul data-testid="exam-rules">
        {profileRules(chosen).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {sources.length > 0 ? (
        <>
          <h3>Sources</h3>
          <ul className="exam-rules__sources">
            {sources.map((source) => (
              <li key={source.url + source.title}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Your own rules: no board stands behind them.</p>
      )}
    </section>
  );
}
