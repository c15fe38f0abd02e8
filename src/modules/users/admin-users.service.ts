import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  DomainError,
  NotFoundError,
  ValidationFailedError,
  type FieldErrors,
} from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  MERCHANT_ROLES,
  creatableRoles,
  editRefusal,
  editableRoles,
  isAdminType,
  primaryRole,
  toggleRefusal,
  type AdminUserCreateInput,
  type AdminUserUpdateInput,
} from '../../contracts/admin-users.js';
import { NOTIFICATION_TOPICS } from '../../contracts/profile.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { contactChangeMails } from './security.mail.js';
import { AccountSecurity } from './account-security.port.js';
import type { Viewer } from './admin-users.query.js';
import { temporaryPasswordMail } from './admin-users.mail.js';
import { emailIs, normalizeEmail } from './email.js';
import { hashPassword } from './password.js';
import { normalizePhoneStrict } from './phone.js';
import { effectivePreferences } from './preferences.js';
import { Role } from '../access/index.js';
import { User } from './user.entity.js';

/** How long an e-mailed temporary password signs in: after that, "Mot de passe oublié" (ASVS 6.4.1). */
export const TEMPORARY_PASSWORD_TTL_HOURS = 72;

/** 16 characters of base64url (96 random bits): a temporary password nobody guesses, easy to copy. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

const forbidden = (key: string) => new DomainError(403, `admin_users.errors.${key}`, { code: 'admin_target' });
const merchant = (role: string | null) => !!role && (MERCHANT_ROLES as readonly string[]).includes(role);

/** The back-office's changes to accounts (spec 3 §2 create and edit, §4 "User: active or inactive"). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Activates an inactive account or deactivates an active one, under spec 3 §6: never oneself; a
   * Super Admin anyone else; an Admin only users whose primary role is neither Super Admin nor Admin.
   * Deactivating ends every session of the account in the same transaction (their sockets close once
   * it commits) and its login is then refused ('suspended').
   */
  async toggleStatus(actor: Viewer, userId: number): Promise<{ id: number; is_active: boolean }> {
    if (actor.id === userId) throw new DomainError(422, 'admin_users.errors.self_toggle', { code: 'self_toggle' });
    return this.em.transactional(async (tx) => {
      const user = await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new NotFoundError('admin_users.errors.not_found');
      await tx.populate(user, ['roles']);
      const refusal = toggleRefusal(actor, {
        id: user.id,
        primary_role: primaryRole(user.roles.getItems().map((r) => r.name)),
      });
      if (refusal === 'self') throw new DomainError(422, 'admin_users.errors.self_toggle', { code: 'self_toggle' });
      if (refusal === 'rank') throw new DomainError(403, 'admin_users.errors.rank_toggle', { code: 'admin_target' });
      const activate = user.status !== 'active';
      user.status = activate ? 'active' : 'suspended';
      await tx.flush();
      if (!activate) await this.security.use.revokeAllSessions(tx, user);
      return { id: user.id, is_active: activate };
    });
  }

  /**
   * POST /admin/users: a staff account with one of the roles GET /admin/users/admin-roles offers this
   * admin. The address is taken as verified (an administrator vouches for it); a random temporary
   * password is e-mailed in the same transaction and must be changed at the first sign-in.
   */
  async create(actor: Viewer, input: AdminUserCreateInput, locale: Locale): Promise<number> {
    if (!creatableRoles(actor).includes(input.role)) {
      throw forbidden(input.role === 'Super Admin' || input.role === 'Admin' ? 'rank_create' : 'role_forbidden');
    }
    const email = normalizeEmail(input.email);
    const phone = normalizePhoneStrict(input.phone);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const id = await this.em
      .transactional(async (tx) => {
        const errors: FieldErrors = {};
        if (await tx.count(User, emailIs(email))) errors.email = ['admin_users.errors.email_taken'];
        if (!phone) errors.phone = ['admin_users.errors.phone_invalid'];
        else if (await tx.count(User, { phone })) errors.phone = ['admin_users.errors.phone_taken'];
        if (Object.keys(errors).length) throw new ValidationFailedError(errors, Object.values(errors)[0]![0]!);
        const role = await tx.findOneOrFail(Role, { name: input.role });
        const user = tx.create(User, {
          firstName: input.first_name,
          lastName: input.last_name,
          email,
          phone,
          passwordHash,
          status: input.is_active ? 'active' : 'suspended',
          emailVerifiedAt: new Date(),
          mustChangePassword: true,
          temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_TTL_HOURS * 3_600_000),
        });
        user.roles.add(role);
        await tx.flush();
        this.mail.enqueue(
          tx,
          temporaryPasswordMail(
            translator(locale),
            email,
            user.firstName,
            password,
            `${this.config.appUrl}/login`,
            TEMPORARY_PASSWORD_TTL_HOURS,
          ),
        );
        return user.id;
      })
      .catch(uniqueAsFieldError);
    void this.mail.flush();
    return id;
  }

  /**
   * PUT /admin/users/{id}, spec 3 §6: a Super Admin edits anyone, an Admin only users whose primary
   * role is neither Super Admin nor Admin. Staff accounts take name, e-mail, phone, role and active;
   * the others also their personal and business fields, bio and notification switches. Deactivating
   * here ends the account's sessions as the status toggle does. A new e-mail or phone is a sign-in
   * detail: the former address is told (as in self-service) and the account's sessions end (but the
   * actor's own current one, when editing oneself), so that a takeover through this form is seen.
   */
  async update(
    actor: Viewer,
    userId: number,
    input: AdminUserUpdateInput,
    locale: Locale = 'fr',
    actorSessionId?: string,
  ): Promise<void> {
    const email = normalizeEmail(input.email);
    const phone = normalizePhoneStrict(input.phone);
    await this.em
      .transactional(async (tx) => {
        const user = await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!user) throw new NotFoundError('admin_users.errors.not_found');
        await tx.populate(user, ['roles']);
        const current = primaryRole(user.roles.getItems().map((r) => r.name));
        if (editRefusal(actor, { primary_role: current })) throw forbidden('rank_edit');
        if (input.role && input.role !== current && !editableRoles(actor).includes(input.role))
          throw forbidden('role_forbidden');
        if (input.is_active === false && actor.id === user.id)
          throw new DomainError(422, 'admin_users.errors.self_toggle', { code: 'self_toggle' });

        const errors: FieldErrors = {};
        if (isAdminType(current) && !input.role) errors.role = ['admin_users.messages.role_required'];
        if (
          email !== user.email.toLowerCase() &&
          (await tx.count(User, { $and: [emailIs(email), { id: { $ne: user.id } }] }))
        ) {
          errors.email = ['admin_users.errors.email_taken'];
        }
        if (!phone) errors.phone = ['admin_users.errors.phone_invalid'];
        else if (phone !== user.phone && (await tx.count(User, { phone, id: { $ne: user.id } })))
          errors.phone = ['admin_users.errors.phone_taken'];
        if (Object.keys(errors).length) throw new ValidationFailedError(errors, Object.values(errors)[0]![0]!);

        const role = input.role ?? current;
        const formerEmail = user.email;
        const emailChanged = email !== user.email.toLowerCase();
        const phoneChanged = phone !== user.phone;
        if (input.role && input.role !== current) user.roles.set([await tx.findOneOrFail(Role, { name: input.role })]);
        user.firstName = input.first_name;
        user.lastName = input.last_name;
        user.email = email;
        user.phone = phone;
        if (!isAdminType(role)) applyPersonal(user, input, merchant(role));
        const deactivated = input.is_active === false && user.status === 'active';
        if (input.is_active !== undefined) user.status = input.is_active ? 'active' : 'suspended';
        await tx.flush();
        if (deactivated || emailChanged || phoneChanged)
          await this.security.use.revokeAllSessions(tx, user, actor.id === user.id ? actorSessionId : undefined);
        const changes = { email: emailChanged && email, phone: phoneChanged && (phone ?? '—') };
        for (const mail of contactChangeMails(translator(locale), formerEmail, user.firstName, changes))
          this.mail.enqueue(tx, mail);
      })
      .catch(uniqueAsFieldError);
    void this.mail.flush();
  }
}

/** The fields of the full edit form (accounts other than staff); what is left out is kept. */
function applyPersonal(user: User, input: AdminUserUpdateInput, isMerchant: boolean) {
  if (input.city !== undefined) user.city = input.city;
  if (input.address !== undefined) user.address = input.address;
  if (input.date_of_birth !== undefined) user.birthDate = input.date_of_birth;
  if (input.gender !== undefined) user.gender = input.gender;
  const prefs: Record<string, unknown> = { ...(user.preferences ?? {}) };
  if (input.bio !== undefined) prefs.bio = input.bio;
  if (isMerchant) {
    if (input.business_name !== undefined) user.companyName = input.business_name;
    if (input.business_description !== undefined) prefs.business_description = input.business_description;
  }
  // the list shows one switch per channel: on when any topic is on; switching it sets every topic
  const effective = effectivePreferences(user.preferences);
  for (const channel of ['email_notifications', 'sms_notifications'] as const) {
    const wanted = input[channel];
    if (wanted === undefined || Object.values(effective[channel]).some(Boolean) === wanted) continue;
    prefs[channel] = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, wanted]));
  }
  if (input.push_notifications !== undefined) prefs.push_notifications = input.push_notifications;
  user.preferences = prefs;
}

/** Two requests raced past the checks: the unique indexes have the last word. */
function uniqueAsFieldError(err: unknown): never {
  if (err instanceof UniqueConstraintViolationException) {
    const field = /phone/i.test(err.message) ? 'phone' : 'email';
    throw new ValidationFailedError(
      { [field]: [`admin_users.errors.${field}_taken`] },
      `admin_users.errors.${field}_taken`,
    );
  }
  throw err;
}
