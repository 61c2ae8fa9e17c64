import type { SessionUser } from '@mentorbridge/domain/api/auth';
import { UserPicture } from '../ui/user-picture.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

/** What the account menu's button shows: the user's picture and "Your Account". */
export function AccountMenuLabel({ user }: { user: SessionUser }) {
  return (
    <>
      <UserPicture picture={user.picture} name={user.fullName || user.email} size="small" alt="" />
      {uiText.yourAccount} <span aria-hidden="true">▾</span>
    </>
  );
}
