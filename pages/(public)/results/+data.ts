import type { PageContextServer } from 'vike/types';
import type { PublicResultDto, RecentWinnerDto, ResultsStatsDto } from '../../../src/contracts/catalogue.js';
import { CATALOGUE_LIMITS } from '../../../src/contracts/catalogue.js';

/** Spec 1 §9: the results page offers week, month and year. */
export const RESULTS_PERIODS = ['week', 'month', 'year'] as const;
export type ResultsPeriod = (typeof RESULTS_PERIODS)[number];

export interface ResultsPageData {
  period: ResultsPeriod;
  results: PublicResultDto[];
  stats: ResultsStatsDto;
  winners: RecentWinnerDto[];
}

export async function data(pageContext: PageContextServer): Promise<ResultsPageData> {
  const asked = pageContext.urlParsed.search.period;
  const period = (RESULTS_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as ResultsPeriod) : 'year';
  const { results, stats } = await pageContext.services.results.results({ period, limit: CATALOGUE_LIMITS.resultsDefault }, pageContext.locale);
  const winners = await pageContext.services.results.recentWinners(CATALOGUE_LIMITS.recentWinners);
  return { period, results, stats, winners };
}
