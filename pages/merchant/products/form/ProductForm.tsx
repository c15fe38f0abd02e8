import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import {
  lotteryTermsParams,
  type MerchantLotteryTerms,
  type MerchantProductView,
} from '../../../../src/contracts/merchant.js';
import type { CategoryDto } from '../../../../src/contracts/reference.js';
import { api, failureOf, serverFieldErrors } from '../../../../renderer/lib/api.js';
import { useFormErrors } from '../../../../renderer/lib/use-form-errors.js';
import { Button, SubmitButton } from '../../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../../renderer/ui/card.js';
import { Select, TextArea, TextInput } from '../../../../renderer/ui/field.js';
import { toast } from '../../../../renderer/ui/toast.js';
import type { One } from '../../components/merchant-api.js';
import { uploadImages } from './images-api.js';
import { LocalImages, type LocalImage } from './LocalImages.js';
import { LotteryFields } from './LotteryFields.js';
import { initialValues, bodyOf, validateProduct, type ProductValues } from './product-form.js';
import { RemoteImages } from './RemoteImages.js';
import { SaleModeChoice } from './SaleModeChoice.js';

export interface ProductFormProps {
  product: MerchantProductView | null;
  terms: MerchantLotteryTerms;
  categories: CategoryDto[];
  /** the mode a new product starts in (`?sale_mode=lottery` from "Créer une tombola") */
  saleMode?: 'direct' | 'lottery';
}

/**
 * Create or edit a product, direct sale or raffle. Every rule is checked as the seller types with the
 * API's own schemas and settings-based terms; the server's 422/409 answers are shown where they belong.
 */
export function ProductForm({ product, terms, categories, saleMode = 'direct' }: ProductFormProps) {
  const { t } = useTranslation();
  const edit = product !== null;
  const locked = !!product?.lottery?.locked;
  const opts = { edit, locked, terms };
  const [values, setValues] = useState<ProductValues>(() => initialValues(product, saleMode, terms));
  const [images, setImages] = useState<LocalImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState<'active' | 'draft' | 'save' | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useFormErrors<ProductValues>((v) => validateProduct(v, opts));
  const params = lotteryTermsParams(terms);
  const error = (field: string) => (form.errors[field] ? t(form.errors[field], params) : undefined);

  // Live: a field with an error is re-checked as it changes; the raffle terms depend on each other.
  const update = <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    form.recheck(key, next);
    for (const linked of ['total_tickets', 'min_participants', 'end_date', 'ticket_price', 'price'] as const)
      if (linked !== key) form.recheck(linked, next);
  };
  const onBlur = (key: keyof ProductValues) => {
    const message = validateProduct(values, opts)[key];
    if (message && !form.errors[key]) form.setErrors({ ...form.errors, [key]: message });
  };

  async function submit(status: 'active' | 'draft' | 'save', e?: FormEvent) {
    e?.preventDefault();
    setConflict(null);
    const errs = validateProduct(values, opts);
    if (Object.keys(errs).length) return form.fail(errs);
    const body = { ...bodyOf(values, opts), ...(status === 'save' ? {} : { status }) };
    setSaving(status);
    try {
      const res = edit
        ? await api<One<MerchantProductView>>(`/merchant/products/${product.id}`, { method: 'PUT', body })
        : await api<One<MerchantProductView>>('/merchant/products', { method: 'POST', body });
      if (!edit && images.length) {
        setProgress(0);
        try {
          await uploadImages(
            res.data.id,
            images.map((i) => i.file),
            setProgress,
          );
        } catch (err) {
          // the product exists: its edit page lets the seller add the images again
          toast.error(failureOf(err).message || t('merchant.images.failed'));
          await navigate(`/merchant/products/${res.data.id}/edit`);
          return;
        }
      }
      toast.success(res.message || t(edit ? 'merchant.form.updated' : 'merchant.form.created'));
      await navigate('/merchant/products');
    } catch (err) {
      const failure = failureOf(err);
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length) form.fail(fields);
      if (failure.status === 409) setConflict(failure.message);
      toast.error(failure.message || t('merchant.form.save_failed'));
    } finally {
      setSaving(null);
      setProgress(null);
    }
  }

  const readOnly = product?.status === 'archived';
  const busy = saving !== null;

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={(e) => void submit(edit ? 'save' : 'active', e)}
      noValidate
      className="space-y-5"
      data-testid="product-form"
    >
      {conflict && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
          data-testid="conflict"
        >
          {conflict}
        </p>
      )}
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{t('merchant.form.mode_title')}</h2>
        </CardHeader>
        <CardBody>
          <SaleModeChoice value={values.sale_mode} disabled={edit} onChange={(m) => update('sale_mode', m)} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="font-semibold">{t('merchant.form.info_title')}</h2>
        </CardHeader>
        <CardBody className="space-y-4">
          <TextInput
            name="name"
            label={t('merchant.form.name')}
            required
            maxLength={200}
            value={values.name}
            error={error('name')}
            onChange={(e) => update('name', e.target.value)}
            onBlur={() => onBlur('name')}
          />
          <TextArea
            name="description"
            label={t('merchant.form.description')}
            required
            rows={4}
            value={values.description}
            error={error('description')}
            hint={t('merchant.form.description_hint')}
            onChange={(e) => update('description', e.target.value)}
            onBlur={() => onBlur('description')}
          />
          <TextArea
            name="detailed_description"
            label={t('merchant.form.detailed_description')}
            rows={4}
            value={values.detailed_description}
            error={error('detailed_description')}
            onChange={(e) => update('detailed_description', e.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              name="category_id"
              label={t('merchant.form.category')}
              required
              value={values.category_id}
              placeholder={t('merchant.form.category_choose')}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              error={error('category_id')}
              onChange={(e) => update('category_id', e.target.value)}
            />
            <TextInput
              name="price"
              type="number"
              inputMode="numeric"
              min={1}
              label={t(values.sale_mode === 'lottery' ? 'merchant.form.price_lottery' : 'merchant.form.price')}
              hint={t('merchant.form.price_hint')}
              required
              disabled={locked}
              value={values.price}
              error={error('price')}
              onChange={(e) => update('price', e.target.value)}
              onBlur={() => onBlur('price')}
            />
            {values.sale_mode === 'direct' && (
              <TextInput
                name="stock"
                type="number"
                inputMode="numeric"
                min={0}
                label={t('merchant.form.stock')}
                required
                value={values.stock}
                error={error('stock')}
                onChange={(e) => update('stock', e.target.value)}
                onBlur={() => onBlur('stock')}
              />
            )}
          </div>
        </CardBody>
      </Card>

      {values.sale_mode === 'lottery' && (
        <LotteryFields values={values} terms={terms} locked={locked} error={error} update={update} />
      )}

      <Card>
        <CardHeader>
          <h2 className="font-semibold">{t('merchant.images.title')}</h2>
          <p className="text-sm text-neutral-600">{t('merchant.images.intro')}</p>
        </CardHeader>
        <CardBody>
          {edit ? (
            <RemoteImages productId={product.id} initial={product.images} readOnly={readOnly} />
          ) : (
            <LocalImages value={images} onChange={setImages} progress={progress} />
          )}
        </CardBody>
      </Card>

      {!readOnly && (
        // on phones the actions stay in reach at the bottom of the screen, side by side to keep it short
        <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 *:min-w-0 *:flex-1 sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:*:flex-none">
          <a
            href="/merchant/products"
            className="hidden min-h-11 items-center justify-center px-4 text-sm font-medium sm:inline-flex"
          >
            {t('merchant.cancel')}
          </a>
          {(!edit || product.status === 'draft') && (
            <Button
              type="button"
              variant="outline"
              className="whitespace-normal!"
              loading={saving === 'draft'}
              disabled={busy}
              onClick={() => void submit('draft')}
              data-testid="save-draft"
            >
              {t('merchant.form.save_draft')}
            </Button>
          )}
          {edit && product.status !== 'draft' ? (
            <SubmitButton loading={saving === 'save'} disabled={busy} data-testid="save-product">
              {t('merchant.form.save')}
            </SubmitButton>
          ) : (
            <Button
              type="button"
              className="whitespace-normal!"
              loading={saving === 'active'}
              disabled={busy}
              onClick={() => void submit('active')}
              data-testid="publish-product"
            >
              {t('merchant.form.publish')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
