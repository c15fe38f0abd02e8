import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  imagesReorderSchema,
  merchantProductsQuerySchema,
  productCreateSchema,
  productUpdateSchema,
  type ImagesReorderInput,
  type MerchantProductsQuery,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import type { UploadedImage } from '../users/index.js';
import { MerchantImagesService } from './merchant-images.service.js';
import { MerchantProductsService } from './merchant-products.service.js';
import { parseId, sellerKind } from './merchant-scope.js';
import { ProductImagesUpload } from './merchant-uploads.js';
import type { TFunction } from 'i18next';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

const NOT_FOUND = 'merchant.errors.product_not_found';

@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/products')
export class MerchantProductsController {
  constructor(
    private readonly products: MerchantProductsService,
    private readonly images: MerchantImagesService,
  ) {}

  @Get()
  @ApiZodQuery(merchantProductsQuerySchema)
  async list(
    @Query({ schema: merchantProductsQuerySchema }) query: MerchantProductsQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    const { data, pagination } = await this.products.list(auth.user.id, query);
    return paged(data, pagination);
  }

  /** The raffle limits the product form shows (ticket price computed live with ticketPrice()). */
  @Get('terms')
  async terms(@CurrentAuth() auth: AuthContext) {
    return this.products.terms(sellerKind(auth.roles));
  }

  @Get(':id')
  async detail(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return this.products.detail(auth.user.id, parseId(id, NOT_FOUND));
  }

  @Post()
  @ApiZodBody(productCreateSchema)
  async create(
    @Body({ schema: productCreateSchema }) body: ProductCreateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const data = await this.products.create(auth.user.id, sellerKind(auth.roles), body, locale);
    return withMessage(translator(locale)('merchant.messages.product_created'), data);
  }

  @Put(':id')
  @ApiZodBody(productUpdateSchema)
  async update(
    @Param('id') id: string,
    @Body({ schema: productUpdateSchema }) body: ProductUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const data = await this.products.update(auth.user.id, sellerKind(auth.roles), parseId(id, NOT_FOUND), body, locale);
    return withMessage(translator(locale)('merchant.messages.product_updated'), data);
  }

  @Post(':id/archive')
  @HttpCode(200)
  async archive(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.products.archive(auth.user.id, parseId(id, NOT_FOUND));
    return withMessage(t('merchant.messages.product_archived'), data);
  }

  @Post(':id/images')
  @HttpCode(200)
  @UseInterceptors(ProductImagesUpload)
  @ApiConsumes('multipart/form-data')
  async addImages(
    @Param('id') id: string,
    @UploadedFiles() files: UploadedImage[] | undefined,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const images = await this.images.add(auth.user.id, parseId(id, NOT_FOUND), files);
    return withMessage(t('merchant.messages.images_uploaded'), { images });
  }

  @Put(':id/images')
  @ApiZodBody(imagesReorderSchema)
  async reorderImages(
    @Param('id') id: string,
    @Body({ schema: imagesReorderSchema }) body: ImagesReorderInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const images = await this.images.reorder(auth.user.id, parseId(id, NOT_FOUND), body.images);
    return withMessage(t('merchant.messages.images_updated'), { images });
  }

  @Delete(':id/images/:index')
  async removeImage(
    @Param('id') id: string,
    @Param('index') index: string,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    if (!/^\d{1,2}$/.test(index)) throw new NotFoundError('merchant.errors.image_not_found');
    const images = await this.images.remove(auth.user.id, parseId(id, NOT_FOUND), Number(index));
    return withMessage(t('merchant.messages.images_updated'), { images });
  }
}
