import { Avatar } from '../../shared/avatar/Avatar';
import { ChangeProfileImageButton } from '../../shared/profile-image/ChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useCurrentUser, useProfileImage } from '../../shared/session/useCurrentUser';
import { Icon } from '../../shared/ui/icons/Icon';
import { ButtonLink } from '../../shared/ui/Button';
import { DashboardCard } from './DashboardCard';

/** The member's picture, name, email and level, with the picture's upload and the way to the leaderboards. */
export function ProfileCard({ level }: { level: number }) {
  const user = useCurrentUser();
  const profileImage = useProfileImage();
  const upload = useProfileImageUpload();
  return (
    <DashboardCard className="dashboard-card dashboard-profile">
      <div className="dashboard-profile-row">
        <Avatar value={profileImage ?? user?.profileImage} size={96} />
        <div className="dashboard-profile-text">
          <h1 className="dashboard-name">{user?.name}</h1>
          <div className="dashboard-email">{user?.email}</div>
          {upload.error && (
            <div className="dashboard-upload-error" role="alert">
              {upload.error}
            </div>
          )}
          <div className="dashboard-profile-actions">
            <span className="level-badge" data-testid="level-badge">
              Level {level}
            </span>
            <ChangeProfileImageButton upload={upload} size="small" />
            <ButtonLink to="/leaderboards" size="small" icon={<Icon name="TrophyOutlined" aria-hidden />}>
              Leaderboards
            </ButtonLink>
          </div>
        </div>
      </div>
    </DashboardCard>
  );
}
