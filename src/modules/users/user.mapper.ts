import type { UserDto } from '../../contracts/user.js';
import { defaultLanding } from '../../contracts/roles.js';
import type { User } from './user.entity.js';

/** The user as the API and the pages see it (roles must be loaded). */
export function toUserDto(user: User): UserDto {
  const roles = user.roles.isInitialized() ? user.roles.getItems().map((r) => r.name) : [];
  const country = user.country && 'name' in user.country && user.country.name ? user.country : null;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone ?? null,
    avatar_url: user.avatarUrl ?? null,
    roles,
    is_email_verified: !!user.emailVerifiedAt,
    verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    two_factor_enabled: !!user.twoFactorEnabledAt,
    company_name: user.companyName ?? null,
    country_id: user.country?.id ?? null,
    country: country ? { id: country.id, name: country.name } : null,
    birth_date: user.birthDate ? new Date(user.birthDate).toISOString().slice(0, 10) : null,
    gender: user.gender ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    postal_code: user.postalCode ?? null,
    default_landing: defaultLanding(roles),
    created_at: user.createdAt.toISOString(),
    ...(user.mustChangePassword ? { must_change_password: true } : {}),
  };
}
