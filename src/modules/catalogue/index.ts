// The catalogue module's public surface: other modules and the app import only from here.
export { AdminCatalogueReads } from './admin-catalogue-reads.js';
export { AdminProductsService } from './admin-products.service.js';
export { CatalogueModule } from './catalogue.module.js';
export { CategoriesService } from './categories.service.js';
export { Category, CategorySchema } from './category.entity.js';
export { guardLotteryTermsEdit, type LotteryTermsChange } from './lottery-terms-edit.js';
export {
  ProductLotteries,
  type ProductLotteriesPort,
  type ProductLotteryState,
  type ProductLotteryTerms,
} from './product-lotteries.port.js';
export { ProductOrders, type ProductOrdersPort } from './product-orders.port.js';
export { DETAIL_STATUSES, likePattern, merchantDto } from './product-view.js';
export { Product, ProductSchema } from './product.entity.js';
export { transitionProduct } from './product.state.js';
export { ProductsService } from './products.service.js';
export {
  ProductWrites,
  type DirectSaleChanges,
  type NewProduct,
  type ProductChanges,
} from './product-writes.service.js';
export { returnStock, takeStock } from './product-stock.js';
