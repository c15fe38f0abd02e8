import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { shortFCFA } from '../../../src/common/format/money.js';
import { ADMIN_LOTTERY_PERIODS, type AdminLotteryStatistics, type AdminLotteryTab, type AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { LoadFailed } from '../../../renderer/orders/LoadFailed.js';
import { Button } from '../../../renderer/ui/button.js';
import { Card } from '../../../renderer/ui/card.js';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Select, TextInput } from '../../../renderer/ui/field.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { Tabs } from '../../../renderer/ui/tabs.js';
import { toast } from '../../../renderer/ui/toast.js';
import { StatCard } from '../../customer/components/StatCard.js';
import { DetailsDialog } from './DetailsDialog.js';
import { ActiveTable, HistoryList, PendingList, type DrawActions } from './DrawLists.js';
import { listPath, pageUrl, type DrawFilters, type DrawListData, type DrawsPageData } from './draw-filters.js';
import { downloadDrawExport } from './export-draw.js';
import { ParticipantsDialog } from './ParticipantsDialog.js';

/** Spec 3 §2 "Draw (lottery) management": statistics, three tabs, draws, participants, history and exports. */
export default function AdminLotteriesPage() {
  const { t, i18n } = useTranslation();
  const initial = useData<DrawsPageData>();
  const [filters, setFilters] = useState<DrawFilters>(initial.filters);
  const [list, setList] = useState<DrawListData | null>(initial.list);
  const [stats, setStats] = useState<AdminLotteryStatistics | null>(initial.stats);
  const [eligible, setEligible] = useState(initial.eligible);
  const [loadedAt, setLoadedAt] = useState(initial.loadedAt);
  const [failed, setFailed] = useState(initial.list === null);
  const [loading, setLoading] = useState(false);
  const [searchText, setSearchText] = useState(initial.filters.search ?? '');
  const [participantsOf, setParticipantsOf] = useState<AdminLotteryView | null>(null);
  const [detailsOf, setDetailsOf] = useState<AdminLotteryView | null>(null);
  const [toDraw, setToDraw] = useState<AdminLotteryView | null>(null);
  const [drawing, setDrawing] = useState(false);
  const latest = useRef(0);

  /** Reloads the list, the statistics and the count of draws ready; a newer call wins over a slower one. */
  const refresh = useCallback(
    async (f: DrawFilters) => {
      const call = ++latest.current;
      setLoading(true);
      try {
        const [l, s, e] = await Promise.all([
          api<DrawListData>(listPath(f)),
          api<{ data: AdminLotteryStatistics }>('/admin/lotteries/statistics'),
          api<{ count: number }>('/admin/lotteries/eligible-for-draw'),
        ]);
        if (call !== latest.current) return;
        setList(l);
        setStats(s.data);
        setEligible(e.count);
        setFailed(false);
        setLoadedAt(new Date().toISOString());
      } catch (err) {
        if (call !== latest.current) return;
        setFailed(true);
        toast.error(failureOf(err).message || t('admin_lotteries.messages.load_failed'));
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [t],
  );

  // filters live in the address bar; the first paint came with +data, later changes reload in place
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', pageUrl(filters));
    void refresh(filters);
  }, [filters, refresh]);

  // typing searches 500 ms after the last key, back on page 1
  useEffect(() => {
    const h = setTimeout(() => {
      const search = searchText.trim() || undefined;
      setFilters((f) => (f.search === search ? f : { ...f, search, page: 1 }));
    }, 500);
    return () => clearTimeout(h);
  }, [searchText]);

  const change = (patch: Partial<DrawFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  async function runDraw() {
    if (!toDraw) return;
    setDrawing(true);
    try {
      const res = await api<{ message?: string }>(`/admin/lotteries/${toDraw.id}/draw`, { method: 'POST' });
      toast.success(res.message || t('admin_lotteries.messages.drawn'));
      setToDraw(null);
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_lotteries.messages.draw_failed'));
      setToDraw(null);
    } finally {
      setDrawing(false);
      void refresh(filters);
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

  const actions: DrawActions = { onParticipants: setParticipantsOf, onDraw: setToDraw, onDetails: setDetailsOf, onExport: exportDraw };
  const counts = list?.counts ?? { pending: 0, active: 0, history: 0 };
  const rows = list?.data ?? [];

  const panel = (tab: AdminLotteryTab) => {
    if (tab !== filters.tab) return null;
    if (failed && !list) return <LoadFailed message={t('admin_lotteries.messages.load_failed')} onRetry={() => void refresh(filters)} />;
    if (rows.length === 0) {
      return (
        <Card data-testid={`${tab}-empty`}>
          <EmptyState title={t(`admin_lotteries.${tab}.empty`)} />
        </Card>
      );
    }
    return (
      <div className={loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={loading || undefined}>
        {tab === 'pending' && <PendingList rows={rows} actions={actions} />}
        {tab === 'active' && <ActiveTable rows={rows} actions={actions} />}
        {tab === 'history' && <HistoryList rows={rows} actions={actions} />}
        {list && (
          <Pager page={list.current_page} pages={list.last_page} onPage={(page) => setFilters((f) => ({ ...f, page }))} hrefFor={(page) => pageUrl({ ...filters, page })} />
        )}
      </div>
    );
  };

  const tabLabel = (tab: AdminLotteryTab) => (
    <span className="inline-flex items-center gap-2">
      {t(`admin_lotteries.tabs.${tab}`)}
      <span className="rounded-full bg-neutral-100 px-2 text-xs leading-5 font-bold text-neutral-800" data-testid={`tab-count-${tab}`}>{counts[tab]}</span>
    </span>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-5" data-testid="admin-lotteries">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('admin_lotteries.title')}</h1>
          <p className="mt-1 text-neutral-600">{t('admin_lotteries.intro')}</p>
          <p className="mt-1 text-sm text-neutral-600" data-testid="last-update">{t('admin_lotteries.last_update', { time: formatDateTime(loadedAt, i18n.language) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refresh(filters)} loading={loading} data-testid="refresh-draws">
            {t('admin_lotteries.refresh')}
          </Button>
          <Button
            variant="secondary"
            data-testid="available-draws"
            onClick={() => toast.info(eligible > 0 ? t('admin_lotteries.available_toast', { count: eligible }) : t('admin_lotteries.available_none'))}
          >
            {t('admin_lotteries.available', { count: eligible })}
          </Button>
        </div>
      </div>

      {stats && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="draw-stats">
          <StatCard label={t('admin_lotteries.stats.pending_draws')} value={stats.pending_draws} testId="stat-pending-draws" />
          <StatCard label={t('admin_lotteries.stats.active_lotteries')} value={stats.active_lotteries} testId="stat-active-lotteries" />
          <StatCard label={t('admin_lotteries.stats.completed_lotteries')} value={stats.completed_lotteries} testId="stat-completed-lotteries" />
          <StatCard label={t('admin_lotteries.stats.total_revenue')} value={shortFCFA(stats.total_revenue)} testId="stat-total-revenue" />
          <StatCard
            label={t('admin_lotteries.stats.average_participation_rate')}
            value={`${new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(stats.average_participation_rate)} %`}
            testId="stat-participation"
          />
        </div>
      )}

      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextInput
          label={t('admin_lotteries.search')}
          placeholder={t('admin_lotteries.search_placeholder')}
          type="search"
          name="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          data-testid="draw-search"
        />
        {filters.tab === 'history' && (
          <Select
            label={t('admin_lotteries.period')}
            name="period"
            value={filters.period ?? ''}
            onChange={(e) => change({ period: (e.target.value || undefined) as DrawFilters['period'] })}
            options={[{ value: '', label: t('admin_lotteries.periods.all') }, ...ADMIN_LOTTERY_PERIODS.map((p) => ({ value: p, label: t(`admin_lotteries.periods.${p}`) }))]}
            data-testid="period-filter"
          />
        )}
      </div>

      <Tabs
        value={filters.tab}
        onValueChange={(tab) => change({ tab: tab as AdminLotteryTab, period: tab === 'history' ? filters.period : undefined })}
        items={(['pending', 'active', 'history'] as const).map((tab) => ({ value: tab, label: tabLabel(tab), content: panel(tab) }))}
      />

      <ParticipantsDialog lottery={participantsOf} onClose={() => setParticipantsOf(null)} />
      <DetailsDialog lottery={detailsOf} onClose={() => setDetailsOf(null)} actions={{ ...actions, onParticipants: (l) => (setDetailsOf(null), setParticipantsOf(l)) }} />
      <ConfirmDialog
        open={toDraw !== null}
        onOpenChange={(o) => !o && setToDraw(null)}
        title={t('admin_lotteries.confirm.title')}
        message={toDraw ? t('admin_lotteries.confirm.body', { number: toDraw.lottery_number, product: toDraw.product.name, tickets: toDraw.sold_tickets }) : ''}
        confirmLabel={t('admin_lotteries.confirm.confirm')}
        cancelLabel={t('admin_lotteries.confirm.cancel')}
        onConfirm={() => void runDraw()}
        busy={drawing}
        testId="draw-confirm"
      />
    </div>
  );
}
