/** The median of durations in minutes; undefined for none. */
export function medianMinutes(durations: readonly number[]): number | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * How many of the day's treatments the business's default service time counts as: the first quick
 * visit of the morning (a prescription, a mistaken click) must not make everyone's estimate collapse.
 */
export const DEFAULT_SERVICE_WEIGHT = 2;

/**
 * Minutes per person ahead (DESIGN.md): the median of today's finished treatments, with the
 * business's default service time counted as DEFAULT_SERVICE_WEIGHT of them. Before the first
 * treatment that is the default; after a handful the day's own times decide.
 */
export function minutesPerPerson(
  todaysTreatmentMinutes: readonly number[],
  defaultServiceMinutes: number,
): number {
  const prior = Array<number>(DEFAULT_SERVICE_WEIGHT).fill(defaultServiceMinutes);
  return medianMinutes([...todaysTreatmentMinutes, ...prior]) ?? defaultServiceMinutes;
}

/**
 * The approximate wait: people ahead × minutes per person, in whole minutes rounded up ("about 10
 * minutes" is kinder than a wait that overruns).
 */
export function estimateWaitMinutes(ahead: number, perPersonMinutes: number): number {
  return Math.ceil(ahead * perPersonMinutes);
}
