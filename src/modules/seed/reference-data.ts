import { ROLE_NAMES, type RoleName } from '../access/index.js';

export const ROLES: RoleName[] = [...ROLE_NAMES];

export const COUNTRIES = [
  { iso2: 'GA', iso3: 'GAB', name: 'Gabon', nameEn: 'Gabon', dialCode: '+241', currency: 'XAF', isDefault: true },
  { iso2: 'CM', iso3: 'CMR', name: 'Cameroun', nameEn: 'Cameroon', dialCode: '+237', currency: 'XAF' },
  { iso2: 'CI', iso3: 'CIV', name: "Côte d'Ivoire", nameEn: "Côte d'Ivoire", dialCode: '+225', currency: 'XOF' },
  { iso2: 'CG', iso3: 'COG', name: 'Congo', nameEn: 'Congo', dialCode: '+242', currency: 'XAF' },
  {
    iso2: 'CF',
    iso3: 'CAF',
    name: 'République centrafricaine',
    nameEn: 'Central African Republic',
    dialCode: '+236',
    currency: 'XAF',
  },
  { iso2: 'TD', iso3: 'TCD', name: 'Tchad', nameEn: 'Chad', dialCode: '+235', currency: 'XAF' },
  {
    iso2: 'GQ',
    iso3: 'GNQ',
    name: 'Guinée équatoriale',
    nameEn: 'Equatorial Guinea',
    dialCode: '+240',
    currency: 'XAF',
  },
  { iso2: 'BF', iso3: 'BFA', name: 'Burkina Faso', nameEn: 'Burkina Faso', dialCode: '+226', currency: 'XOF' },
  { iso2: 'BJ', iso3: 'BEN', name: 'Bénin', nameEn: 'Benin', dialCode: '+229', currency: 'XOF' },
  { iso2: 'TG', iso3: 'TGO', name: 'Togo', nameEn: 'Togo', dialCode: '+228', currency: 'XOF' },
  { iso2: 'FR', iso3: 'FRA', name: 'France', nameEn: 'France', dialCode: '+33', currency: 'EUR' },
  { iso2: 'CA', iso3: 'CAN', name: 'Canada', nameEn: 'Canada', dialCode: '+1', currency: 'CAD' },
];

export const LANGUAGES = [
  { code: 'fr', name: 'Français', nativeName: 'Français', flag: '🇫🇷', isDefault: true },
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', isDefault: false },
];

export const CATEGORIES = [
  { slug: 'telephones-tablettes', name: 'Téléphones & Tablettes', nameEn: 'Phones & Tablets', icon: 'smartphone' },
  { slug: 'electronique', name: 'Électronique & TV', nameEn: 'Electronics & TV', icon: 'tv' },
  { slug: 'informatique', name: 'Informatique', nameEn: 'Computers', icon: 'laptop' },
  { slug: 'electromenager', name: 'Maison & Électroménager', nameEn: 'Home & Appliances', icon: 'refrigerator' },
  { slug: 'mode-beaute', name: 'Mode & Beauté', nameEn: 'Fashion & Beauty', icon: 'shirt' },
  { slug: 'vehicules', name: 'Véhicules & Motos', nameEn: 'Cars & Motorbikes', icon: 'car' },
  { slug: 'sport-loisirs', name: 'Sport & Loisirs', nameEn: 'Sports & Leisure', icon: 'bike' },
  { slug: 'alimentation', name: 'Alimentation & Boissons', nameEn: 'Food & Drinks', icon: 'shopping-basket' },
];

export const DEMO_PASSWORD = 'Mbolo2026!';

export const DEMO_ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: RoleName;
  companyName?: string;
}[] = [
  { email: 'superadmin@mbolo.test', firstName: 'Sylvie', lastName: 'Nzé', phone: '+24177100001', role: 'Super Admin' },
  { email: 'admin@mbolo.test', firstName: 'Arnaud', lastName: 'Mba', phone: '+24177100002', role: 'Admin' },
  { email: 'agent@mbolo.test', firstName: 'Carine', lastName: 'Moussavou', phone: '+24177100003', role: 'Agent' },
  {
    email: 'vendeur@mbolo.test',
    firstName: 'Patrick',
    lastName: 'Obame',
    phone: '+24166100004',
    role: 'Business Individual',
  },
  {
    email: 'entreprise@mbolo.test',
    firstName: 'Estelle',
    lastName: 'Ndong',
    phone: '+24162100005',
    role: 'Business Enterprise',
    companyName: 'Okoumé Électronique SARL',
  },
  { email: 'client@mbolo.test', firstName: 'Joël', lastName: 'Ondo', phone: '+24174100006', role: 'Particulier' },
  { email: 'client2@mbolo.test', firstName: 'Nadège', lastName: 'Bouanga', phone: '+24165100007', role: 'Particulier' },
];
