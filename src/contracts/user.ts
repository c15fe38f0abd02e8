export interface UserDto {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  roles: string[];
  is_email_verified: boolean;
  verified_at: string | null;
  two_factor_enabled: boolean;
  /** Staff who must turn two-factor on before anything else (only sent when true). */
  two_factor_setup_required?: boolean;
  /** An account given a temporary password by an administrator, to change before anything else (only sent when true). */
  must_change_password?: boolean;
  company_name: string | null;
  country_id: number | null;
  country: { id: number; name: string } | null;
  birth_date: string | null;
  gender: 'male' | 'female' | 'other' | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  default_landing: string;
  created_at: string;
}
