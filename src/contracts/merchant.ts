/**
 * The merchant area (issue 7), shared by the API under /api/merchant/* and the pages under /merchant.
 *
 * Routes (all MERCHANT only; another merchant's ids answer 404):
 *   GET    /merchant/products                    ?search&status&sale_mode&page&per_page → MerchantProductView[] + pagination
 *   GET    /merchant/products/terms              → MerchantLotteryTerms (settings-based limits for the form)
 *   GET    /merchant/products/{id}               → MerchantProductView
 *   POST   /merchant/products                    productCreateSchema → MerchantProductView (201)
 *   PUT    /merchant/products/{id}               productUpdateSchema → MerchantProductView
 *   POST   /merchant/products/{id}/archive       → MerchantProductView
 *   POST   /merchant/products/{id}/images        multipart field `images` (1..5 files) → { images: string[] }
 *   PUT    /merchant/products/{id}/images        imagesReorderSchema → { images: string[] }
 *   DELETE /merchant/products/{id}/images/{index} → { images: string[] }
 *   GET    /merchant/orders                      ?status&type&search&page&per_page → MerchantOrderView[] + pagination + stats
 *   GET    /merchant/orders/{order_number}       → MerchantOrderDetail
 *   POST   /merchant/orders/{order_number}/ship  → MerchantOrderDetail (paid → shipping)
 *   GET    /merchant/lotteries                   ?status&search&page&per_page → MerchantLotteryView[] + pagination
 *   GET    /merchant/lotteries/{id}              → MerchantLotteryDetail
 *   GET    /merchant/refunds                     ?page&per_page → MerchantRefundLotteryView[] + pagination + totals
 *   GET    /merchant/dashboard/simple            → MerchantSimpleDashboard
 *   GET    /merchant/dashboard                   → MerchantFullDashboard
 *   GET    /merchant/analytics                   ?period&from&to&product_id → MerchantAnalytics
 *   GET    /merchant/settings                    → MerchantProfileView
 *   PUT    /merchant/settings/business           businessProfileSchema → MerchantProfileView
 *   PUT    /merchant/settings/payout             payoutSchema → MerchantProfileView
 *   POST   /merchant/settings/logo               multipart field `logo` → MerchantProfileView
 * Responses follow the API convention `{ success, message?, data, pagination?, stats?, totals? }`.
 */

// One module per topic; this one gathers them because many server and page files import from it.
export * from './merchant-terms.js';
export * from './merchant-inputs.js';
export * from './merchant-views.js';
