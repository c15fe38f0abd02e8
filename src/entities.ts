import { CategorySchema } from './modules/catalogue/category.entity.js';
import { ProductSchema } from './modules/catalogue/product.entity.js';
import { DrawSchema } from './modules/lotteries/draw.entity.js';
import { BeaconRoundSchema } from './modules/lotteries/beacon/beacon-round.entity.js';
import { LotterySchema } from './modules/lotteries/lottery.entity.js';
import { TicketSchema } from './modules/lotteries/ticket.entity.js';
import { OrderSchema } from './modules/orders/order.entity.js';
import { OrderStatusHistorySchema } from './modules/orders/order-status-history.entity.js';
import { PaymentSchema } from './modules/payments/payment.entity.js';
import { SettingSchema } from './modules/settings/setting.entity.js';
import { SettingsHistorySchema } from './modules/settings/settings-history.entity.js';
import { TestimonialSchema } from './modules/testimonials/testimonial.entity.js';
import { ContactMessageSchema } from './modules/contact/contact-message.entity.js';
import { CountrySchema } from './modules/geo/country.entity.js';
import { LanguageSchema } from './modules/geo/language.entity.js';
import { PaymentMethodSchema } from './modules/payment-methods/payment-method.entity.js';
import { PrivilegeSchema } from './modules/access/privilege.entity.js';
import { UserTypeSchema } from './modules/access/user-type.entity.js';
import { RoleSchema } from './modules/users/role.entity.js';
import { UserSchema } from './modules/users/user.entity.js';
import { OutboxMessageSchema } from './infra/mail/outbox-message.entity.js';
import { AuthTokenSchema } from './modules/auth/auth-token.entity.js';
import { RateLimitSchema } from './modules/auth/rate-limit.entity.js';
import { SessionSchema } from './modules/auth/session.entity.js';
import { SocialIdentitySchema } from './modules/auth/social/social-identity.entity.js';
import { NotificationSchema } from './modules/notifications/notification.entity.js';
import { LotteryReminderSchema } from './modules/notifications/lottery-reminder.entity.js';
import { MerchantProfileSchema } from './modules/merchant/merchant-profile.entity.js';
import { RefundSchema } from './modules/refunds/refund.entity.js';

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
  DrawSchema,
  BeaconRoundSchema,
  OrderSchema,
  OrderStatusHistorySchema,
  PaymentSchema,
  SettingSchema,
  SettingsHistorySchema,
  TestimonialSchema,
  NotificationSchema,
  LotteryReminderSchema,
  MerchantProfileSchema,
  RefundSchema,
];
