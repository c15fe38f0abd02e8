import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { shortFCFA } from '../../../src/common/format/money.js';
import {
  ADMIN_LOTTERY_PERIODS,
  type AdminLotteryStatistics,
  type AdminLotteryTab,
  type AdminLotteryView,
} from '../../../src/contracts/admin-lotteries.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { Button } from '../../../renderer/ui/button.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { FilterBar, FilterSearch, FilterSelect, bindFilter, bindSearch } from '../../../renderer/ui/filter-bar.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { Tabs } from '../../../renderer/ui/tabs.js';
import { toast } from '../../../renderer/ui/toast.js';
import { DetailsDialog } from './DetailsDialog.js';
import { ActiveTable, HistoryList, PendingList, type DrawActions } from './DrawLists.js';
import { DRAW_FILTER_DEFAULTS, drawQuery, listPath, type DrawListData, type DrawsPageData } from './draw-filters.js';
import { downloadDrawExport } from './export-draw.js';
import { ParticipantsDialog } from './ParticipantsDialog.js';

const TABS: AdminLotteryTab[] = ['pending', 'active', 'history'];

/** Spec 3 §2 "Draw (lottery) management": statistics, three tabs, draws, participants, history and exports. */
export default function AdminLotteriesPage() {
  const { t, i18n } = useTranslation();
  const initial = useData<DrawsPageData>();
  const filters = useUrlFilters(DRAW_FILTER_DEFAULTS);
  const q = drawQuery(filters.applied);
  const list = useLiveData<DrawListData | null>(initial.list, listPath(q), { fetchOnMount: initial.list === null });
  const stats = useLiveData<{ data: AdminLotteryStatistics } | null>(initial.stats, '/admin/lotteries/statistics', {
    fetchOnMount: initial.stats === null,
  });
  const eligible = useLiveData<{ count: number }>(initial.eligible, '/admin/lotteries/eligible-for-draw');
  const [loadedAt, setLoadedAt] = useState(initial.loadedAt);
  const [participantsOf, setParticipantsOf] = useState<AdminLotteryView | null>(null);
  const [detailsOf, setDetailsOf] = useState<AdminLotteryView | null>(null);
  const [toDraw, setToDraw] = useState<AdminLotteryView | null>(null);
  const [drawing, setDrawing] = useState(false);

  // "Dernière mise à jour": the server's time at first paint, then each fresh answer's
  const firstAnswer = useRef(list.data);
  useEffect(() => {
    if (list.data !== firstAnswer.current) setLoadedAt(new Date().toISOString());
  }, [list.data]);
  useEffect(() => {
    if (list.error) toast.error(list.error.message || t('admin_lotteries.messages.load_failed'));
  }, [list.error, t]);

  const reloadAll = () => {
    list.reload();
    stats.reload();
    eligible.reload();
  };

  async function runDraw() {
    if (!toDraw) return;
    setDrawing(true);
    try {
      const res = await api<{ message?: string }>(`/admin/lotteries/${toDraw.id}/draw`, { method: 'POST' });
      toast.success(res.message || t('admin_lotteries.messages.drawn'));
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_lotteries.messages.draw_failed'));
    } finally {
      setDrawing(false);
      setToDraw(null);
      reloadAll();
    }
  }

  async function exportDraw(l: AdminLotteryView, format: 'json' | 'csv') {
    try {
      await downloadDrawExport(l.id, format);
      toast.success(t('admin_lotteries.messages.export_done'));
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_lotteries.messages.export_failed'));
    }
  }

  const actions: DrawActions = {
    onParticipants: setParticipantsOf,
    onDraw: setToDraw,
    onDetails: setDetailsOf,
    onExport: exportDraw,
  };
  const counts = list.data?.counts ?? { pending: 0, active: 0, history: 0 };
  const st = stats.data?.data;
  const count = eligible.data.count;

  const panel = (tab: AdminLotteryTab) => {
    if (tab !== q.tab) return null;
    const data = list.data;
    if (!data)
      return list.error ? (
        <LoadFailed message={t('admin_lotteries.messages.load_failed')} onRetry={list.reload} />
      ) : (
        <ListSkeleton />
      );
    const rows = data.data;
    if (rows.length === 0)
      return (
        <EmptyState
          title={t(`admin_lotteries.${tab}.empty`)}
          className="rounded-xl border border-neutral-200 bg-white"
        />
      );
    return (
      <div
        className={list.loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}
        aria-busy={list.loading || undefined}
        data-testid={`${tab}-panel`}
      >
        {tab === 'pending' && <PendingList rows={rows} actions={actions} />}
        {tab === 'active' && <ActiveTable rows={rows} actions={actions} loading={list.loading} />}
        {tab === 'history' && <HistoryList rows={rows} actions={actions} />}
        <ListPager page={data.current_page} perPage={data.per_page} total={data.total} onPage={filters.setPage} />
      </div>
    );
  };

  const tabLabel = (tab: AdminLotteryTab) => (
    <span className="inline-flex items-center gap-2">
      {t(`admin_lotteries.tabs.${tab}`)}
      <span
        className="rounded-full bg-neutral-100 px-2 text-xs leading-5 font-bold text-neutral-800"
        data-testid={`tab-count-${tab}`}
      >
        {counts[tab]}
      </span>
    </span>
  );

  const changeTab = (tab: string) => {
    if (tab !== 'history') filters.setNow('period', '');
    filters.setNow('tab', tab);
  };

  return (
    <AdminPage
      testId="admin-lotteries"
      title={t('admin_lotteries.title')}
      intro={t('admin_lotteries.intro')}
      action={
        <Button
          variant="secondary"
          data-testid="available-draws"
          onClick={() =>
            toast.info(
              count > 0 ? t('admin_lotteries.available_toast', { count }) : t('admin_lotteries.available_none'),
            )
          }
        >
          {t('admin_lotteries.available', { count })}
        </Button>
      }
      header={
        <p className="mt-1 text-sm text-neutral-600" data-testid="last-update">
          {`${t('admin_lotteries.last_update')} `}
          <DateText value={loadedAt} relative />
        </p>
      }
    >
      {st ? (
        <StatGrid columns={6} label={t('admin_lotteries.title')}>
          <StatCard
            label={t('admin_lotteries.stats.pending_draws')}
            value={st.pending_draws}
            testId="stat-pending-draws"
          />
          <StatCard
            label={t('admin_lotteries.stats.active_lotteries')}
            value={st.active_lotteries}
            testId="stat-active-lotteries"
          />
          <StatCard
            label={t('admin_lotteries.stats.completed_lotteries')}
            value={st.completed_lotteries}
            testId="stat-completed-lotteries"
          />
          <StatCard
            label={t('admin_lotteries.stats.total_revenue')}
            value={shortFCFA(st.total_revenue)}
            testId="stat-total-revenue"
          />
          <StatCard
            label={t('admin_lotteries.stats.average_participation_rate')}
            value={`${new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(st.average_participation_rate)} %`}
            testId="stat-participation"
          />
        </StatGrid>
      ) : (
        <StatsSkeleton count={5} />
      )}

      <FilterBar onReset={filters.reset} onRefresh={reloadAll} testId="draw-filters">
        <FilterSearch
          {...bindSearch(filters)}
          label={t('admin_lotteries.search')}
          placeholder={t('admin_lotteries.search_placeholder')}
          testId="draw-search"
        />
        {q.tab === 'history' && (
          <FilterSelect
            {...bindFilter(filters, 'period')}
            label={t('admin_lotteries.period')}
            all={t('admin_lotteries.periods.all')}
            options={ADMIN_LOTTERY_PERIODS.map((p) => ({ value: p, label: t(`admin_lotteries.periods.${p}`) }))}
            testId="period-filter"
          />
        )}
      </FilterBar>

      <Tabs
        value={q.tab}
        onValueChange={changeTab}
        items={TABS.map((tab) => ({ value: tab, label: tabLabel(tab), content: panel(tab) }))}
      />

      <ParticipantsDialog lottery={participantsOf} onClose={() => setParticipantsOf(null)} />
      <DetailsDialog
        lottery={detailsOf}
        onClose={() => setDetailsOf(null)}
        actions={{
          ...actions,
          onParticipants: (l) => {
            setDetailsOf(null);
            setParticipantsOf(l);
          },
        }}
      />
      <ConfirmDialog
        open={toDraw !== null}
        onOpenChange={(o) => !o && setToDraw(null)}
        title={t('admin_lotteries.confirm.title')}
        message={
          toDraw
            ? t('admin_lotteries.confirm.body', {
                number: toDraw.lottery_number,
                product: toDraw.product.name,
                tickets: toDraw.sold_tickets,
              })
            : ''
        }
        confirmLabel={t('admin_lotteries.confirm.confirm')}
        cancelLabel={t('admin_lotteries.confirm.cancel')}
        onConfirm={() => void runDraw()}
        busy={drawing}
        testId="draw-confirm"
      />
    </AdminPage>
  );
}
