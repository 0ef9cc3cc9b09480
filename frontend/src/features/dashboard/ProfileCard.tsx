import { Avatar } from '../../shared/avatar/Avatar';
import { PlainChangeProfileImageButton } from '../../shared/profile-image/PlainChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useCurrentUser, useProfileImage } from '../../shared/session/useCurrentUser';
import { Icon } from '../../shared/ui/Icon';
import { PlainButtonLink } from '../../shared/ui/PlainButton';
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
            <PlainChangeProfileImageButton upload={upload} size="small" />
            <PlainButtonLink to="/leaderboards" size="small" icon={<Icon name="TrophyOutlined" aria-hidden />}>
              Leaderboards
            </PlainButtonLink>
          </div>
        </div>
      </div>
    </DashboardCard>
  );
}
