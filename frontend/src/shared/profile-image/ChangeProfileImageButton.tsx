import { CameraOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useRef } from 'react';
import type { ProfileImageUpload } from './useProfileImageUpload';

export interface ChangeProfileImageButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'block'> {
  upload: ProfileImageUpload;
  label?: string;
}

/**
 * 'Change photo': a button that opens the file chooser (the file input itself stays hidden, so
 * the button is what keyboards and screen readers meet). Pair it with `useProfileImageUpload`
 * and show `upload.error` where the screen wants it.
 */
export function ChangeProfileImageButton({
  upload,
  label = 'Change photo',
  ...buttonProps
}: ChangeProfileImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
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
        {...buttonProps}
        icon={<CameraOutlined aria-hidden />}
        loading={upload.uploading}
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
