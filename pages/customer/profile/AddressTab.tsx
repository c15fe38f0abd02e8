import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { api } from '../../../renderer/lib/api.js';
import type { SessionUser } from '../../../renderer/types.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { TextArea, TextInput } from '../../../renderer/ui/field.js';
import { LockIcon } from '../../../renderer/ui/icons.js';
import { Section } from '../../../renderer/ui/section.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';
import { PostedForm, usePostedForm } from '../../../renderer/ui/server-form.js';
import { ErrorBox } from '../../../renderer/ui/error-box.js';
import { profileBody, profileErrors, profileSaveFailure } from './profile-api.js';

/** Sent along unchanged without JavaScript: the API requires them on every profile save. */
const HIDDEN = ['first_name', 'last_name', 'email'] as const;

interface Values {
  address: string;
  city: string;
  postal_code: string;
}

export function AddressTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const validate = (v: Values) => profileErrors(profileBody(user, v));
  const posted = usePostedForm('address');
  const { values, update, field, saving, submit, form } = useForm<Values>(
    { address: user.address ?? '', city: user.city ?? '', postal_code: user.postal_code ?? '' },
    validate,
    undefined,
    posted,
  );
  // an edit clears every error at once (the whole profile is checked again on submit)
  const edit = (key: keyof Values, value: string) => {
    update(key, value);
    form.setErrors({});
  };
  const bind = (key: keyof Values) => ({
    ...field(key),
    onChange: (e: { target: { value: string } }) => edit(key, e.target.value),
  });

  const onSubmit = submit({
    // Spec 2 §5: the whole profile is sent, so the names (from the other tab) must be there.
    ready: () => {
      if (user.first_name.trim() && user.last_name.trim()) return true;
      toast.error(
        t(
          !user.first_name.trim()
            ? 'profile_page.errors.first_name_for_address'
            : 'profile_page.errors.last_name_for_address',
        ),
      );
      return false;
    },
    invalid: (errs) => toast.error(t(Object.values(errs)[0]!)),
    send: async () => {
      await api('/user/profile', { method: 'PUT', body: profileBody(user, values) });
      toast.success(t('profile_page.address.saved'));
      await reload();
    },
    ...profileSaveFailure(t),
  });

  return (
    <Section title={t('profile_page.address.title')}>
      <PostedForm form={form} name="address" onSubmit={onSubmit} testId="address-form">
        {/* sent without JavaScript, the whole profile's required names go along unchanged (spec 2 §5) */}
        <input type="hidden" name="first_name" value={user.first_name} />
        <input type="hidden" name="last_name" value={user.last_name} />
        <input type="hidden" name="email" value={user.email} />
        {posted?.message && (
          <ErrorBox title={t(posted.message)}>
            {/* the hidden fields' own errors (e.g. a name missing after a social sign-up) have no field to show under */}
            {HIDDEN.map((k) => posted.errors[k] && <p key={k}>{t(posted.errors[k])}</p>)}
          </ErrorBox>
        )}
        <TextArea
          rows={2}
          label={t('profile_page.fields.address')}
          autoComplete="street-address"
          {...bind('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={t('profile_page.fields.city')} autoComplete="address-level2" {...bind('city')} />
          <TextInput label={t('profile_page.fields.postal_code')} autoComplete="postal-code" {...bind('postal_code')} />
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">{t('profile_page.fields.country')}</span>
          <p
            className="flex min-h-11 items-center gap-2 rounded-lg border border-neutral-200 bg-neutral-100 px-3 text-neutral-700"
            data-testid="country-readonly"
          >
            <LockIcon size={16} />
            {user.country?.name ?? '—'}
          </p>
          <p className="text-sm text-neutral-600">{t('profile_page.address.country_locked')}</p>
        </div>
        <SubmitButton posts loading={saving}>
          {t('profile_page.save')}
        </SubmitButton>
      </PostedForm>
    </Section>
  );
}
