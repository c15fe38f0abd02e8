import { CategorySchema } from './modules/catalogue/index.js';
import { ProductSchema } from './modules/catalogue/index.js';
import { DrawSchema } from './modules/lotteries/index.js';
import { BeaconRoundSchema } from './modules/lotteries/index.js';
import { LotterySchema } from './modules/lotteries/index.js';
import { TicketSchema } from './modules/lotteries/index.js';
import { BuyerLimitSchema } from './modules/lotteries/index.js';
import { OrderSchema } from './modules/orders/index.js';
import { OrderStatusHistorySchema } from './modules/orders/index.js';
import { PaymentSchema } from './modules/payments/index.js';
import { SettingSchema } from './modules/settings/index.js';
import { SettingsHistorySchema } from './modules/settings/index.js';
import { TestimonialSchema } from './modules/testimonials/index.js';
import { ReviewReportSchema, ReviewSchema } from './modules/reviews/index.js';
import { ContactMessageSchema } from './modules/contact/index.js';
import { CountrySchema } from './modules/geo/index.js';
import { LanguageSchema } from './modules/geo/index.js';
import { PaymentMethodSchema } from './modules/payment-methods/index.js';
import { PrivilegeSchema } from './modules/access/index.js';
import { UserTypeSchema } from './modules/access/index.js';
import { RoleSchema } from './modules/access/index.js';
import { UserSchema } from './modules/users/index.js';
import { OutboxMessageSchema } from './infra/mail/outbox-message.entity.js';
import { AuthTokenSchema } from './modules/auth/index.js';
import { RateLimitSchema } from './infra/rate-limit/rate-limit.entity.js';
import { SessionSchema } from './modules/auth/index.js';
import { SocialIdentitySchema } from './modules/auth/index.js';
import { NotificationSchema } from './modules/notifications/index.js';
import { LotteryReminderSchema } from './modules/notifications/index.js';
import { MerchantProfileSchema } from './modules/merchant/index.js';
import { RefundSchema } from './modules/refunds/index.js';
import { LedgerCheckSchema, LedgerEntrySchema, LedgerJournalSchema } from './modules/ledger/index.js';
import { PayoutSchema } from './modules/payouts/index.js';

/** Every entity, listed once so that the ORM, the migration generator and tests agree. */
export const ENTITIES = [
  RoleSchema,
  PrivilegeSchema,
  UserTypeSchema,
  UserSchema,
  CountrySchema,
  LanguageSchema,
  PaymentMethodSchema,
  CategorySchema,
  ContactMessageSchema,
  OutboxMessageSchema,
  SessionSchema,
  AuthTokenSchema,
  RateLimitSchema,
  SocialIdentitySchema,
  ProductSchema,
  LotterySchema,
  TicketSchema,
  BuyerLimitSchema,
  DrawSchema,
  BeaconRoundSchema,
  OrderSchema,
  OrderStatusHistorySchema,
  PaymentSchema,
  SettingSchema,
  SettingsHistorySchema,
  TestimonialSchema,
  ReviewSchema,
  ReviewReportSchema,
  NotificationSchema,
  LotteryReminderSchema,
  MerchantProfileSchema,
  RefundSchema,
  LedgerJournalSchema,
  LedgerEntrySchema,
  LedgerCheckSchema,
  PayoutSchema,
];
