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
 * The approximate wait (DESIGN.md): people ahead × the median treatment time of today's finished
 * treatments, or the business's default service time before the first one has finished. Whole
 * minutes, rounded up: "about 10 minutes" is kinder than a wait that overruns.
 */
export function estimateWaitMinutes(
  ahead: number,
  todaysTreatmentMinutes: readonly number[],
  defaultServiceMinutes: number,
): number {
  const perPerson = medianMinutes(todaysTreatmentMinutes) ?? defaultServiceMinutes;
  return Math.ceil(ahead * perPerson);
}
