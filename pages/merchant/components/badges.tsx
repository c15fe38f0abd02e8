import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantLotteryStatus, MerchantProductStatus } from '../../../src/contracts/merchant.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { cn } from '../../../renderer/ui/cn.js';
import { cardFrame, MediaItem } from '../../../renderer/ui/media-item.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export function ProductStatusBadge({ status }: { status: MerchantProductStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="product" status={status} label={t(`merchant.product_status.${status}`)} />;
}

export function LotteryStatusBadge({ status }: { status: MerchantLotteryStatus }) {
  const { t } = useTranslation();
  return <StatusBadge kind="lottery" status={status} label={t(`merchant.lottery_status.${status}`)} />;
}

export function SaleModeBadge({ mode }: { mode: 'direct' | 'lottery' }) {
  const { t } = useTranslation();
  return <Badge tone={mode === 'lottery' ? 'sun' : 'ocean'}>{t(`merchant.sale_mode.${mode}`)}</Badge>;
}

/** A raffle as a card linking to its page: photo, title and status, then `children`. */
export function LotteryCardLink({
  lottery,
  children,
}: {
  lottery: { id: number; status: MerchantLotteryStatus; product: { name: string; image: string | null } };
  children: ReactNode;
}) {
  return (
    <a
      href={`/merchant/lotteries/${lottery.id}`}
      className={cn(cardFrame, 'block h-full text-inherit no-underline hover:border-brand-300 hover:no-underline')}
    >
      <MediaItem
        image={lottery.product.image}
        large
        title={lottery.product.name}
        badge={<LotteryStatusBadge status={lottery.status} />}
        bodyClassName="space-y-1.5"
      >
        {children}
      </MediaItem>
    </a>
  );
}

type CardLottery = Parameters<typeof LotteryCardLink>[0]['lottery'];

/** Raffles as a grid of cards linking to their pages; `children` fills each card under its title. */
export function LotteryCards<L extends CardLottery>({
  lotteries,
  testId,
  itemTestId,
  children,
}: {
  lotteries: L[];
  testId: string;
  itemTestId: string;
  children: (lottery: L) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid={testId}>
      {lotteries.map((l) => (
        <li key={l.id} data-testid={itemTestId} data-lottery={l.id}>
          <LotteryCardLink lottery={l}>{children(l)}</LotteryCardLink>
        </li>
      ))}
    </ul>
  );
}
