import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminUserDetail,
  AdminUserDetailAnswer,
  AdminUserRow,
  UserSummaryList,
} from '../../../src/contracts/admin-users.js';
import { api } from '../../../renderer/lib/api.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Drawer } from '../../../renderer/ui/drawer.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Money } from '../../../renderer/ui/money.js';
import { Skeleton } from '../../../renderer/ui/skeleton.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export interface UserDrawerProps {
  /** The row the drawer was opened from; it stays set while the drawer closes. */
  row: AdminUserRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const small = 'text-xs text-neutral-600';

/**
 * Spec 3 §2 user drawer: the account's fields, then its latest orders, tickets, payments, refunds and
 * live sessions (GET /admin/users/{id}), each with how many there are in all.
 */
export function UserDrawer({ row, open, onOpenChange }: UserDrawerProps) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<AdminUserDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = row?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger: a new value loads the user again
  useEffect(() => {
    if (!open || id === undefined) return;
    let live = true;
    setDetail(null);
    setFailed(false);
    api<AdminUserDetailAnswer>(`/admin/users/${id}`)
      .then((res) => live && setDetail(res.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const name = detail?.user.name ?? row?.name ?? '';

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin_users.drawer.title')}
      description={t('admin_users.drawer.description', { name })}
    >
      <div className="space-y-4" data-testid="user-drawer">
        {failed ? (
          <LoadFailed message={t('admin_users.drawer.load_failed')} onRetry={retry} />
        ) : !detail ? (
          <div role="status" className="space-y-3" data-testid="user-drawer-loading">
            <span className="sr-only">{t('admin_users.drawer.loading')}</span>
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: their position is their only identity
              <div key={i} className="space-y-2 rounded-xl border border-neutral-200 p-3">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-4 w-3/5" />
              </div>
            ))}
          </div>
        ) : (
          <DrawerBody detail={detail} />
        )}
      </div>
    </Drawer>
  );
}

function DrawerBody({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const { user } = detail;
  const field = (key: string) => t(`admin_users.drawer.fields.${key}`);
  // biome-ignore-start lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  const profile: [string, ReactNode][] = [
    [field('email'), user.email],
    [field('phone'), user.phone ?? t('admin_users.no_phone')],
    [field('role'), user.primary_role_label],
    [
      field('status'),
      <StatusBadge
        kind="user"
        status={user.is_active ? 'active' : 'inactive'}
        label={t(`admin_users.status.${user.is_active ? 'active' : 'inactive'}`)}
        testId="drawer-user-status"
      />,
    ],
    [field('registered'), <DateText value={user.created_at} />],
    [field('last_login'), <DateText value={user.last_login_at} />],
  ];
  // biome-ignore-end lint/correctness/useJsxKeyInIterable: [label, value] pairs for Fields, which keys each row by its label
  if (user.city) profile.push([field('city'), user.city]);
  if (user.business_name) profile.push([field('business'), user.business_name]);

  return (
    <>
      <DrawerSection id="profile" title={t('admin_users.drawer.sections.profile')}>
        <p className="mb-2 font-medium text-neutral-900" data-testid="drawer-user-name">
          {user.name}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1.5 text-sm">
          {profile.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="min-w-0 break-words text-neutral-900">{value}</dd>
            </div>
          ))}
        </dl>
      </DrawerSection>
      <ListSection id="orders" list={detail.orders}>
        {(o) => (
          <Item key={o.id} title={o.order_number} badge={<StatusBadge kind="order" status={o.status} />}>
            <span>{t(`admin_users.drawer.order_type.${o.type}`)}</span>
            <Money amount={o.amount} />
            <DateText value={o.created_at} />
          </Item>
        )}
      </ListSection>
      <ListSection id="tickets" list={detail.tickets}>
        {(tk) => (
          <Item key={tk.id} title={tk.ticket_number} badge={<StatusBadge kind="ticket" status={tk.status} />}>
            <span>
              {field('lottery')} {tk.lottery_number}
            </span>
          </Item>
        )}
      </ListSection>
      <ListSection id="payments" list={detail.payments}>
        {(p) => (
          <Item key={p.id} title={p.reference} badge={<StatusBadge kind="payment" status={p.status} />}>
            <Money amount={p.amount} />
            <DateText value={p.created_at} />
          </Item>
        )}
      </ListSection>
      <ListSection id="refunds" list={detail.refunds}>
        {(r) => (
          <Item key={r.id} title={r.refund_number} badge={<StatusBadge kind="refund" status={r.status} />}>
            <Money amount={r.amount} />
          </Item>
        )}
      </ListSection>
      <ListSection id="sessions" list={detail.sessions}>
        {(s) => (
          <Item key={s.id} title={s.device}>
            <span>
              {field('ip')} {s.ip ?? '—'}
            </span>
            <span>
              {field('last_activity')} <DateText value={s.last_activity} />
            </span>
            <span>
              {field('created')} <DateText value={s.created_at} />
            </span>
          </Item>
        )}
      </ListSection>
    </>
  );
}

function DrawerSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-xl border border-neutral-200 p-3"
      data-testid={`drawer-${id}`}
      aria-labelledby={`drawer-${id}-title`}
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={`drawer-${id}-title`} className="font-semibold text-neutral-900">
          {title}
        </h3>
        {count !== undefined && (
          <span className={small} data-testid={`drawer-${id}-count`}>
            {t('admin_users.drawer.count', { count })}
          </span>
        )}
      </div>
      {children}
    </section>
  );
}

function ListSection<T>({
  id,
  list,
  children,
}: {
  id: string;
  list: UserSummaryList<T>;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DrawerSection id={id} title={t(`admin_users.drawer.sections.${id}`)} count={list.count}>
      {list.latest.length ? (
        <ul className="divide-y divide-neutral-100">{list.latest.map(children)}</ul>
      ) : (
        <p className={small}>{t('admin_users.drawer.empty')}</p>
      )}
    </DrawerSection>
  );
}

function Item({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <li className="py-2 first:pt-0 last:pb-0" data-testid="drawer-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all text-neutral-900">{title}</span>
        {badge}
      </div>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-neutral-600">{children}</div>
    </li>
  );
}
