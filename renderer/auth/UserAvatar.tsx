import { cn } from '../ui/cn.js';
import type { SessionUser } from '../types.js';
import { initials } from './session.js';

type AvatarUser = Pick<SessionUser, 'first_name' | 'last_name' | 'email' | 'avatar_url'>;

/** The user's picture, or their initials on a brand disc when there is none. */
export function UserAvatar({ user, size = 36, className }: { user: AvatarUser; size?: number; className?: string }) {
  const style = { width: size, height: size };
  if (user.avatar_url) {
    return (
      <img
        src={user.avatar_url}
        alt=""
        width={size}
        height={size}
        style={style}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    // The initials stand in for a photo (whose alt is empty), so they are drawn by CSS rather than written as text:
    // as text they would count as a button's visible label that its accessible name lacks (axe: label-content-name-mismatch).
    <span
      aria-hidden="true"
      data-initials={initials(user)}
      style={{ ...style, fontSize: Math.round(size * 0.4) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}
