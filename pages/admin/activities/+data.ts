import type { PageContextServer } from 'vike/types';
import {
  AUDIT_LOG_PER_PAGE,
  auditLogListQuerySchema,
  type AuditLogFacets,
  type AuditLogPage,
} from '../../../src/contracts/audit-log.js';
import { paged } from '../../../src/common/http/envelope.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { pageOf } from '../../../src/contracts/pagination.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { ACTIVITY_FILTERS } from './activity-filters.js';

export type ActivityListAnswer = { success: boolean } & AuditLogPage;
export interface AdminActivitiesPageData {
  list: ActivityListAnswer;
  facets: AuditLogFacets;
  /** Why the first page could not be read (a bad filter in the URL, a failure), shown as a toast. */
  error: string | null;
}

const NO_ROWS: ActivityListAnswer = paged([], pageOf(0, 1, AUDIT_LOG_PER_PAGE));
const NO_FACETS: AuditLogFacets = { actors: [], entities: [] };

/** The page of the audit log the URL asks for, read in-process: the rows are there on first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminActivitiesPageData> {
  const t = translator(pageContext.locale);
  const { auditLog } = pageContext.services;
  const filters = parseFilters(ACTIVITY_FILTERS, pageContext.urlParsed.search);
  const query = auditLogListQuerySchema.safeParse({ ...filters, per_page: AUDIT_LOG_PER_PAGE });
  try {
    const facets = await auditLog.facets();
    if (!query.success)
      return { list: NO_ROWS, facets, error: t(query.error.issues[0]?.message ?? 'audit_log.load_failed') };
    const { page, per_page, ...rest } = query.data;
    const { data, pagination } = await auditLog.list(rest, { page, per_page });
    return { list: paged(data, pagination), facets, error: null };
  } catch (err) {
    console.error('admin audit log', err);
    return { list: NO_ROWS, facets: NO_FACETS, error: t('audit_log.load_failed') };
  }
}
