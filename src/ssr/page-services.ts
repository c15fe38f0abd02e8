import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { AdminProductsService } from '../modules/catalogue/index.js';
import { CategoriesService } from '../modules/catalogue/index.js';
import { ProductsService } from '../modules/catalogue/index.js';
import { PublicLotteriesService } from '../modules/lotteries/index.js';
import {
  BuyerLimitsService,
  DrawRegisterService,
  ResultsService,
  SpendingWatchQuery,
} from '../modules/lotteries/index.js';
import { CustomerStatsService } from '../modules/lotteries/index.js';
import { MyTicketsService } from '../modules/lotteries/index.js';
import { ParticipantsService } from '../modules/lotteries/index.js';
import { AdminLotteriesQuery } from '../modules/lotteries/index.js';
import { DevOutboxService } from '../modules/dev/index.js';
import { GeoService } from '../modules/geo/index.js';
import { SocialAuthService } from '../modules/auth/index.js';
import { AuditLogService } from '../modules/audit/index.js';
import { DashboardService } from '../modules/dashboard/index.js';
import { AdminCatalogueReads } from '../modules/catalogue/index.js';
import { AdminRevenueReads } from '../modules/payments/index.js';
import { TestimonialsService } from '../modules/testimonials/index.js';
import { AdminReviewsService, ReviewsService } from '../modules/reviews/index.js';
import { LedgerService } from '../modules/ledger/index.js';
import { PayoutReads, WalletService } from '../modules/payouts/index.js';
import { AdminPaymentsQueries, PaymentsReconciliation } from '../modules/payments/index.js';
import { AdminOrdersQuery } from '../modules/orders/index.js';
import { AdminRefundsService } from '../modules/refunds/index.js';
import { AdminUsersQuery } from '../modules/users/index.js';
import { AccessService } from '../modules/access/index.js';
import { AdminProfileReads } from '../modules/users/index.js';
import { SettingsService } from '../modules/settings/index.js';
import { GeoAdminService } from '../modules/geo/index.js';
import { PaymentMethodsService } from '../modules/payment-methods/index.js';
import { collectMerchantReads, type MerchantPageReads } from '../modules/merchant/index.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { OrdersService } from '../modules/orders/index.js';
import { PaymentsService } from '../modules/payments/index.js';
import { RefundsService } from '../modules/refunds/index.js';
import { CustomerReads } from './customer-reads.js';
import { NotificationsService } from '../modules/notifications/index.js';
import { NotificationReads } from './notification-reads.js';

/** What pages' +data hooks may call in-process. They receive trimmed DTOs, never entities. */
export interface PageServices {
  categories: CategoriesService;
  products: ProductsService;
  results: ResultsService;
  drawRegister: DrawRegisterService;
  /** The signed-in buyer's own spending limits (the profile's « Jeu responsable » tab). */
  buyerLimits: BuyerLimitsService;
  /** Buyers near their cap (pages/admin/spending-watch, behind its lotteries.view guard). */
  spendingWatch: SpendingWatchQuery;
  lotteries: PublicLotteriesService;
  geo: GeoService;
  /** Customer area: always called with the signed-in user's own id. */
  myTickets: MyTicketsService;
  customerStats: CustomerStatsService;
  participants: ParticipantsService;
  /** Customer orders, payments and refunds, as the API answers them; with the signed-in user's own id only. */
  customer: CustomerReads;
  /** The signed-in user's own notifications (the customer, merchant and admin notifications pages), as the API answers them. */
  notifications: NotificationReads;
  testimonials: TestimonialsService;
  /** Ratings: public reads (product page) and the signed-in user's own reviews, with their own id only. */
  reviews: ReviewsService;
  /** The moderation queue (pages/admin/reviews, behind its reviews.moderate guard). */
  adminReviews: AdminReviewsService;
  /** The ledger's balances and last check (pages/admin/ledger, behind its payments.view guard). */
  ledger: LedgerService;
  /** Merchant payouts: the seller's page (its own id only) and the back-office queue (behind payouts.manage). */
  payouts: PayoutReads;
  /** The screens' revenue against the ledger's (pages/admin/ledger, behind its payments.view guard). */
  reconciliation: PaymentsReconciliation;
  /** The signed-in buyer's Mbolo balance (customer wallet page, checkout), with their own id only. */
  wallet: WalletService;
  /** Admin area (its guard ran first): any merchant's products. */
  adminProducts: AdminProductsService;
  /** Back-office dashboard (pages/admin/dashboard), behind the manager guard. */
  adminDashboard: DashboardService;
  /** The audit log (/admin/activities), behind the page's activities.view guard. */
  auditLog: AuditLogService;
  adminCatalogue: AdminCatalogueReads;
  adminRevenue: AdminRevenueReads;
  /** Admin payments screen: only behind the admin guard. */
  adminPayments: AdminPaymentsQueries;
  /** Back-office orders (the page's guard checks the ADMIN role first). */
  adminOrders: AdminOrdersQuery;
  /** Back-office draw screen (read side); +guard checks the ADMIN role first. */
  adminLotteries: AdminLotteriesQuery;
  /** Admin area (the page guard checked the ADMIN role). */
  adminRefunds: AdminRefundsService;
  /** Back-office people screens (users, customers, vendors, admins); +guard checks the ADMIN role first. */
  adminUsers: AdminUsersQuery;
  /** Roles' privileges and the user types (pages/admin/roles, privileges, user-types; their guards check roles.view). */
  access: AccessService;
  /** The signed-in staff member's own profile (pages/admin/profile), called with their own id only. */
  adminProfile: AdminProfileReads;
  /** Platform settings (the admin settings screen; its +guard checks the ADMIN role first). */
  settings: SettingsService;
  /** Countries and languages (settings tabs; the language switch reads the active ones). */
  geoAdmin: GeoAdminService;
  /** Payment methods: which ones checkout offers, and the settings tab (secrets masked). */
  paymentMethods: PaymentMethodsService;
  /** Seller area (pages/merchant, behind its merchant guard): always called with the signed-in merchant's own id. */
  merchant: MerchantPageReads;
  /** Absent in production: the dev outbox does not exist there. */
  devOutbox?: DevOutboxService;
  /** Names of the configured social sign-in providers. */
  socialProviders(): string[];
  config: Pick<AppConfig, 'appUrl' | 'supportEmail' | 'supportPhone' | 'supportWhatsapp' | 'isProduction'>;
}

export function collectPageServices(app: INestApplication, config: AppConfig): PageServices {
  const social = app.get(SocialAuthService, { strict: false });
  return {
    categories: app.get(CategoriesService, { strict: false }),
    products: app.get(ProductsService, { strict: false }),
    results: app.get(ResultsService, { strict: false }),
    drawRegister: app.get(DrawRegisterService, { strict: false }),
    buyerLimits: app.get(BuyerLimitsService, { strict: false }),
    spendingWatch: app.get(SpendingWatchQuery, { strict: false }),
    lotteries: app.get(PublicLotteriesService, { strict: false }),
    geo: app.get(GeoService, { strict: false }),
    myTickets: app.get(MyTicketsService, { strict: false }),
    customerStats: app.get(CustomerStatsService, { strict: false }),
    participants: app.get(ParticipantsService, { strict: false }),
    customer: new CustomerReads(
      app.get(EntityManager),
      app.get(OrdersService, { strict: false }),
      app.get(PaymentsService, { strict: false }),
      app.get(RefundsService, { strict: false }),
    ),
    notifications: new NotificationReads(app.get(NotificationsService, { strict: false })),
    testimonials: app.get(TestimonialsService, { strict: false }),
    reviews: app.get(ReviewsService, { strict: false }),
    adminReviews: app.get(AdminReviewsService, { strict: false }),
    ledger: app.get(LedgerService, { strict: false }),
    payouts: app.get(PayoutReads, { strict: false }),
    reconciliation: app.get(PaymentsReconciliation, { strict: false }),
    wallet: app.get(WalletService, { strict: false }),
    adminProducts: app.get(AdminProductsService, { strict: false }),
    adminDashboard: app.get(DashboardService, { strict: false }),
    auditLog: app.get(AuditLogService, { strict: false }),
    adminCatalogue: app.get(AdminCatalogueReads, { strict: false }),
    adminRevenue: app.get(AdminRevenueReads, { strict: false }),
    adminPayments: app.get(AdminPaymentsQueries, { strict: false }),
    adminOrders: app.get(AdminOrdersQuery, { strict: false }),
    adminLotteries: app.get(AdminLotteriesQuery, { strict: false }),
    adminRefunds: app.get(AdminRefundsService, { strict: false }),
    adminUsers: app.get(AdminUsersQuery, { strict: false }),
    access: app.get(AccessService, { strict: false }),
    adminProfile: app.get(AdminProfileReads, { strict: false }),
    settings: app.get(SettingsService, { strict: false }),
    geoAdmin: app.get(GeoAdminService, { strict: false }),
    paymentMethods: app.get(PaymentMethodsService, { strict: false }),
    merchant: collectMerchantReads(app),
    socialProviders: () => social.enabledProviders(),
    devOutbox: config.isProduction ? undefined : app.get(DevOutboxService, { strict: false }),
    config: {
      appUrl: config.appUrl,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
      supportWhatsapp: config.supportWhatsapp,
      isProduction: config.isProduction,
    },
  };
}
