import type { PageContextServer } from 'vike/types';
import type { PublicResultDto, RecentWinnerDto, ResultsStatsDto } from '../../../src/contracts/catalogue.js';
import { CATALOGUE_LIMITS } from '../../../src/contracts/catalogue-options.js';
import { RESULTS_PERIODS, type ResultsPeriod } from './periods.js';

export interface ResultsPageData {
  period: ResultsPeriod;
  results: PublicResultDto[];
  stats: ResultsStatsDto;
  winners: RecentWinnerDto[];
}

const EMPTY_STATS: ResultsStatsDto = {
  total_lotteries: 0,
  total_winners: 0,
  total_prizes_value: 0,
  total_tickets_sold: 0,
  average_participation_rate: 0,
};

export async function data(pageContext: PageContextServer): Promise<ResultsPageData> {
  const asked = pageContext.urlParsed.search.period;
  const period = (RESULTS_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as ResultsPeriod) : 'year';
  // spec 1 §8: a failed load is only logged; the lists stay empty and the code lookup still works
  try {
    const { results, stats } = await pageContext.services.results.results(
      { period, limit: CATALOGUE_LIMITS.resultsDefault },
      pageContext.locale,
    );
    const winners = await pageContext.services.results.recentWinners(CATALOGUE_LIMITS.recentWinners);
    return { period, results, stats, winners };
  } catch (err) {
    console.error('results page', err);
    return { period, results: [], stats: EMPTY_STATS, winners: [] };
  }
}
