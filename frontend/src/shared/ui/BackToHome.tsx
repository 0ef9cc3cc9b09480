import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from './ButtonLink';

/** The 'Back to Home' link at the end of the content pages. */
export function BackToHome() {
  return (
    <div style={{ textAlign: 'center', marginTop: 40 }}>
      <ButtonLink to="/" size="large" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
