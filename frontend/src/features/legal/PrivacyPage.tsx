import { SITE_NAME } from '../../shared/site';
import { DATA_SECTIONS } from './privacy-data-sections';
import { RIGHTS_SECTIONS } from './privacy-rights-sections';
import { LegalPage } from './LegalPage';

const SECTIONS = [...DATA_SECTIONS, ...RIGHTS_SECTIONS];

/** Spec §2 "Privacy policy". */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          Your privacy matters to us. This policy describes the information {SITE_NAME} collects, how we use and protect
          it, and your rights over it.
        </>
      }
      sections={SECTIONS}
    />
  );
}
