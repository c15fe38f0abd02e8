/** Spec 1 §9: the results page offers week, month and year. */
export const RESULTS_PERIODS = ['week', 'month', 'year'] as const;
export type ResultsPeriod = (typeof RESULTS_PERIODS)[number];
