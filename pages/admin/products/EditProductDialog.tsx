import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PRODUCT_STATUSES, type AdminProductView } from '../../../src/contracts/admin-products.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { Button, SubmitButton } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { Checkbox, Select, TextArea, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

interface Form {
  name: string;
  description: string;
  price: string;
  ticket_price: string;
  category_id: string;
  status: string;
  is_featured: boolean;
}

const formOf = (p: AdminProductView): Form => ({
  name: p.name,
  description: p.description,
  price: String(p.price),
  ticket_price: p.ticket_price === null ? '' : String(p.ticket_price),
  category_id: p.category_id === null ? '' : String(p.category_id),
  status: p.status,
  is_featured: p.is_featured,
});

const E = (k: string) => `admin_products.errors.${k}`;

/** Spec 3 §5: name, category and price required; price and ticket price at least 0. The server checks the same (and more). */
function check(f: Form, lottery: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = E('name_required');
  if (!f.category_id) errors.category_id = E('category_required');
  if (f.price.trim() === '') errors.price = E('price_required');
  else if (!Number.isInteger(Number(f.price))) errors.price = E('price_invalid');
  else if (Number(f.price) < 0) errors.price = E('price_min');
  if (lottery && f.ticket_price.trim() !== '') {
    if (!Number.isInteger(Number(f.ticket_price))) errors.ticket_price = E('ticket_price_invalid');
    else if (Number(f.ticket_price) < 0) errors.ticket_price = E('ticket_price_min');
  }
  return errors;
}

export interface EditProductDialogProps {
  product: AdminProductView | null;
  categories: { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

/** The edit modal, opened by each row's visible "Modifier" button (and on the detail page). */
export function EditProductDialog({ product, categories, onClose, onSaved }: EditProductDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form | null>(product ? formOf(product) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setForm(product ? formOf(product) : null);
    setErrors({});
  }, [product]);

  if (!product || !form) return null;
  const lottery = product.sale_mode === 'lottery';
  const locked = !!product.lottery?.locked;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || !product) return;
    const found = check(form, lottery);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await api<{ message: string }>(`/admin/products/${product.id}`, {
        method: 'PUT',
        body: {
          name: form.name.trim(),
          description: form.description,
          price: Number(form.price),
          ticket_price: lottery && form.ticket_price.trim() !== '' ? Number(form.ticket_price) : null,
          category_id: Number(form.category_id),
          sale_mode: product.sale_mode,
          status: form.status,
          is_featured: form.is_featured,
        },
      });
      toast.success(res.message || t('admin_products.messages.updated'));
      onSaved();
      onClose();
    } catch (err) {
      const failure = failureOf(err);
      setErrors(serverFieldErrors(failure));
      toast.error(failure.message || t('admin_products.messages.update_failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin_products.edit.title')}
      description={product.name}
    >
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="product-edit-form">
        <TextInput
          name="name"
          label={t('admin_products.edit.name')}
          required
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextArea
          name="description"
          label={t('admin_products.edit.description')}
          rows={3}
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextInput
            name="price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={t('admin_products.edit.price')}
            required
            value={form.price}
            error={errors.price}
            disabled={locked}
            onChange={(e) => set('price', e.target.value)}
          />
          {lottery && (
            <TextInput
              name="ticket_price"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t('admin_products.edit.ticket_price')}
              value={form.ticket_price}
              error={errors.ticket_price}
              disabled={locked}
              onChange={(e) => set('ticket_price', e.target.value)}
            />
          )}
        </div>
        {locked && (
          <p className="text-sm text-amber-800" data-testid="product-edit-locked">
            {t('admin_products.edit.locked')}
          </p>
        )}
        <Select
          name="category_id"
          label={t('admin_products.edit.category')}
          required
          value={form.category_id}
          error={errors.category_id}
          placeholder={t('admin_products.filters.all_categories')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => set('category_id', e.target.value)}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextInput
            name="sale_mode"
            label={t('admin_products.edit.sale_mode')}
            value={t(`admin_products.sale_mode.${product.sale_mode}`)}
            readOnly
            disabled
          />
          <Select
            name="status"
            label={t('admin_products.edit.status')}
            value={form.status}
            error={errors.status}
            options={ADMIN_PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`admin_products.status.${s}`) }))}
            onChange={(e) => set('status', e.target.value)}
          />
        </div>
        <Checkbox
          name="is_featured"
          label={t('admin_products.edit.featured')}
          checked={form.is_featured}
          onChange={(e) => set('is_featured', e.target.checked)}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin_products.edit.cancel')}
          </Button>
          <SubmitButton loading={saving} data-testid="product-edit-save">
            {saving ? t('admin_products.edit.saving') : t('admin_products.edit.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
