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
 * Minutes per person ahead (DESIGN.md): the median of today's finished treatments, or the
 * business's default service time before the first one has finished.
 */
export function minutesPerPerson(
  todaysTreatmentMinutes: readonly number[],
  defaultServiceMinutes: number,
): number {
  return medianMinutes(todaysTreatmentMinutes) ?? defaultServiceMinutes;
}

/**
 * The approximate wait: people ahead × minutes per person, in whole minutes rounded up ("about 10
 * minutes" is kinder than a wait that overruns).
 */
export function estimateWaitMinutes(ahead: number, perPersonMinutes: number): number {
  return Math.ceil(ahead * perPersonMinutes);
}
