import { useRef } from 'react';
import { SvgIcon } from '../ui/icons/SvgIcon';
import { CAMERA_ICON } from '../ui/icons/profile';
import { Button, type ButtonLook } from '../ui/Button';
import type { ProfileImageUpload } from './useProfileImageUpload';

export interface ChangeProfileImageButtonProps {
  upload: ProfileImageUpload;
  label?: string;
  size?: ButtonLook['size'];
  className?: string;
}

/** 'Change photo': opens a hidden file input and uploads the chosen image. */
export function ChangeProfileImageButton({
  upload,
  label = 'Change photo',
  size,
  className,
}: ChangeProfileImageButtonProps) {
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
      <Button
        size={size}
        className={className}
        loading={busy}
        icon={<SvgIcon {...CAMERA_ICON} aria-hidden />}
        onClick={() => {
          upload.clearError();
          input.current?.click();
        }}
      >
        {label}
      </Button>
    </>
  );
}
