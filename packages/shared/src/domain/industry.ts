/**
 * Industry themes change the wording of the whole product (doctor → table, patient → person …).
 * Each one is an i18next namespace of whole sentences; `business` is the default.
 */
export const INDUSTRIES = ['business', 'hairdresser', 'medical', 'restaurant'] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const DEFAULT_INDUSTRY: Industry = 'business';

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}
