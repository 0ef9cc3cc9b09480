import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { screenErrorMessage } from '../../shared/errors';
import { useDeleteAccountMutation } from '../../shared/session/session.api';
import { useToast } from '../../shared/useToast';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The password (or, for a Google account, the email) confirms the deletion. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const [withEmail, setWithEmail] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const toast = useToast();
  const fieldId = useId();

  const close = () => {
    onClose();
    setConfirmation('');
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      // Signed out with it (the session slice follows the call), the page's guard goes to /signin.
      const { message } = await remove(withEmail ? { email: confirmation } : { password: confirmation }).unwrap();
      toast.success(message);
    } catch (e) {
      setError(screenErrorMessage('deleteAccount', e));
    }
  };

  return (
    <Modal
      open={open}
      title="Delete your account?"
      onCancel={close}
      okText="Delete my account"
      okButtonProps={{ danger: true, loading: isLoading, disabled: !confirmation, className: 'settings-delete-ok' }}
      onOk={confirm}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="settings-alert" />}
      <label htmlFor={fieldId} className="settings-label">
        {withEmail ? 'Type your email to confirm' : 'Enter your password to confirm'}
      </label>
      {withEmail ? (
        <Input id={fieldId} type="email" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      ) : (
        <Input.Password
          id={fieldId}
          autoComplete="current-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      )}
      <Button
        type="link"
        className="settings-switch"
        onClick={() => {
          setWithEmail(!withEmail);
          setConfirmation('');
        }}
      >
        {withEmail ? 'I have a password' : 'Signed up with Google? Confirm with your email'}
      </Button>
    </Modal>
  );
}
