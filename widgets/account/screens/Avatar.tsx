import type { Profile } from '../../../src/core/profile';

/** The golfer's picture, or their initials on a grey disc. */
export function Avatar({ user }: { user: Profile | null }) {
  if (user?.avatarUrl)
    return <img className="tt-avatar" src={user.avatarUrl} alt="Your picture" width="72" height="72" />;
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <span className="tt-avatar" aria-hidden="true" style={{ display: 'grid', placeItems: 'center' }}>
      {initials}
    </span>
  );
}
