import { Icon } from './icons/Icon';
import { ButtonLink } from './Button';

/** 'Back to Home' with antd's large Button look but no antd, so pages drawn without antd don't load it for this. */
export function BackToHome() {
  return (
    <div style={{ textAlign: 'center', marginTop: 40 }}>
      <ButtonLink to="/" size="large" icon={<Icon name="ArrowLeftOutlined" aria-hidden />}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
