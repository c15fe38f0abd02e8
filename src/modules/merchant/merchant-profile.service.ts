import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../common/errors/domain-error.js';
import type { BusinessProfileInput, MerchantProfileView, PayoutInput, SellerKind } from '../../contracts/merchant.js';
import { gabonOperator } from '../../contracts/phone.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import type { UploadedImage } from '../users/index.js';
import { normalizePhoneStrict } from '../users/index.js';
import { User, UserAccounts } from '../users/index.js';
import { LOGO_RULES, normaliseImage } from './merchant-image.js';
import { MerchantProfile } from './merchant-profile.entity.js';

/**
 * The seller's business profile and payout number (one row per merchant, created on first save).
 * The company name is mirrored on the user, which is what the public seller block shows.
 */
@Injectable()
export class MerchantProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: StorageService,
    private readonly accounts: UserAccounts,
  ) {}

  async get(userId: number, kind: SellerKind): Promise<MerchantProfileView> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    const profile = await em.findOne(MerchantProfile, { user: userId });
    return view(user, profile, kind);
  }

  async updateBusiness(userId: number, kind: SellerKind, input: BusinessProfileInput): Promise<MerchantProfileView> {
    return this.edit(userId, kind, (profile, user) => {
      profile.companyName = input.company_name;
      this.accounts.setCompanyName(user, input.company_name);
      if (input.business_email !== undefined) profile.businessEmail = input.business_email;
      if (input.description !== undefined) profile.description = input.description;
      if (input.city !== undefined) profile.city = input.city;
      if (input.address !== undefined) profile.address = input.address;
    });
  }

  async updatePayout(userId: number, kind: SellerKind, input: PayoutInput): Promise<MerchantProfileView> {
    // the full metadata re-checks what the shared light metadata accepted
    const e164 = normalizePhoneStrict(input.payout_phone);
    const operator = e164 ? gabonOperator(e164) : null;
    if (!e164) throw new ValidationFailedError({ payout_phone: ['merchant.errors.payout_phone_invalid'] });
    if (!operator) throw new ValidationFailedError({ payout_phone: ['merchant.errors.payout_phone_operator'] });
    return this.edit(userId, kind, (profile) => {
      profile.payoutPhone = e164;
      profile.payoutOperator = operator;
    });
  }

  async replaceLogo(userId: number, kind: SellerKind, file: UploadedImage | undefined): Promise<MerchantProfileView> {
    if (!file?.buffer?.length)
      throw new ValidationFailedError({ logo: ['merchant.errors.logo_required'] }, 'merchant.errors.logo_required');
    const image = await normaliseImage(file, LOGO_RULES);
    const url = await this.storage.put(this.storage.newKey('logos', 'webp'), image);
    let previous: string | null = null;
    try {
      const result = await this.edit(userId, kind, (profile) => {
        previous = profile.logoUrl ?? null;
        profile.logoUrl = url;
      });
      if (previous && previous !== url) await this.storage.remove(previous);
      return result;
    } catch (err) {
      await this.storage.remove(url);
      throw err;
    }
  }

  private async edit(
    userId: number,
    kind: SellerKind,
    change: (profile: MerchantProfile, user: User) => void,
  ): Promise<MerchantProfileView> {
    return this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, userId);
      // concurrent first saves race on the unique user_id: insert-if-absent, then lock the row
      await tx
        .getConnection()
        .execute(
          `insert into merchant_profiles (user_id, company_name, created_at, updated_at) values (?, ?, now(), now()) on conflict (user_id) do nothing`,
          [userId, user.companyName ?? null],
          'run',
          tx.getTransactionContext(),
        );
      const profile = await tx.findOneOrFail(
        MerchantProfile,
        { user: userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      change(profile, user);
      await tx.flush();
      return view(user, profile, kind);
    });
  }
}

function view(user: User, profile: MerchantProfile | null, kind: SellerKind): MerchantProfileView {
  const company = profile?.companyName ?? user.companyName ?? null;
  return {
    seller_kind: kind,
    company_name: company,
    business_email: profile?.businessEmail ?? null,
    description: profile?.description ?? null,
    city: profile?.city ?? null,
    address: profile?.address ?? null,
    logo_url: profile?.logoUrl ?? null,
    payout_phone: profile?.payoutPhone ?? null,
    payout_operator: profile?.payoutOperator ?? null,
    display_name: company?.trim() || user.fullName() || 'Vendeur',
  };
}
