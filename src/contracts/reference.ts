export interface CountryDto {
  id: number;
  name: string;
  iso2: string;
  dial_code: string;
  currency: string;
  is_default: boolean;
}

export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
}
