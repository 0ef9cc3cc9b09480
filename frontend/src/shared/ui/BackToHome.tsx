import { Icon } from './icons/Icon';
import { ButtonLink } from './Button';

/**
 * The 'Back to Home' link at the end of the content pages: antd's large Button look without antd,
 * so a page drawn without antd (about, the legal pages) does not load it for this link.
 */
export function BackToHome() {
  return (
    <div style={{ textAlign: 'center', marginTop: 40 }}>
      <ButtonLink to="/" size="large" icon={<Icon name="ArrowLeftOutlined" aria-hidden />}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
