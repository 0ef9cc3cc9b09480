import { useRef } from 'react';
import { SvgIcon } from '../ui/Icon';
import { PlainButton, type PlainButtonLook } from '../ui/PlainButton';
import type { ProfileImageUpload } from './useProfileImageUpload';

/** @ant-design/icons-svg's CameraOutlined. */
const CAMERA =
  'M864 248H728l-32.4-90.8a32.07 32.07 0 00-30.2-21.2H358.6c-13.5 0-25.6 8.5-30.1 21.2L296 248H160c-44.2 0-80 35.8-80 80v456c0 44.2 35.8 80 80 80h704c44.2 0 80-35.8 80-80V328c0-44.2-35.8-80-80-80zm8 536c0 4.4-3.6 8-8 8H160c-4.4 0-8-3.6-8-8V328c0-4.4 3.6-8 8-8h186.7l17.1-47.8 22.9-64.2h250.5l22.9 64.2 17.1 47.8H864c4.4 0 8 3.6 8 8v456zM512 384c-88.4 0-160 71.6-160 160s71.6 160 160 160 160-71.6 160-160-71.6-160-160-160zm0 256c-53 0-96-43-96-96s43-96 96-96 96 43 96 96-43 96-96 96z';

export interface PlainChangeProfileImageButtonProps {
  upload: ProfileImageUpload;
  label?: string;
  size?: PlainButtonLook['size'];
  className?: string;
}

/** `ChangeProfileImageButton` without antd: the same hidden file input and behaviour. */
export function PlainChangeProfileImageButton({
  upload,
  label = 'Change photo',
  size,
  className,
}: PlainChangeProfileImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.uploading;
  return (
    <>
      <input
        ref={input}
        type="file"
        // The formats the server decodes, named: iOS then hands over a HEIC photo as JPEG.
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        data-testid="profile-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset, so choosing the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) void upload.upload(file);
        }}
      />
      <PlainButton
        size={size}
        className={className}
        loading={busy}
        icon={<SvgIcon label="camera" d={CAMERA} aria-hidden />}
        onClick={() => {
          upload.clearError();
          input.current?.click();
        }}
      >
        {label}
      </PlainButton>
    </>
  );
}
