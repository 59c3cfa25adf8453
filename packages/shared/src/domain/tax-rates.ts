// VAT rates a catalogue item may carry, in percent. The price is gross (tax included); the bill
// works out net and tax per rate (bill-totals.ts).

/** The rates a business is offered first, by country (address.country), highest first. */
export const TAX_RATES_BY_COUNTRY: Record<string, readonly number[]> = {
  AT: [20, 13, 10, 0],
  DE: [19, 7, 0],
  CH: [8.1, 3.8, 2.6, 0],
  FR: [20, 10, 5.5, 2.1, 0],
  ES: [21, 10, 4, 0],
  TR: [20, 10, 1, 0],
  IT: [22, 10, 5, 4, 0],
  GB: [20, 5, 0],
};
const FALLBACK_RATES = TAX_RATES_BY_COUNTRY.AT!;

/** Any rate from 0 to 50 % with at most two decimals is taken (rates change; the list only helps). */
export const MAX_TAX_RATE_PERCENT = 50;

export function isTaxRatePercent(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_TAX_RATE_PERCENT &&
    Number.isInteger(Math.round(value * 100)) &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-9
  );
}

// The address's country is free text: its code or its name in one of the app's languages.
const COUNTRY_NAMES: Record<string, string> = {
  österreich: 'AT',
  austria: 'AT',
  autriche: 'AT',
  avusturya: 'AT',
  deutschland: 'DE',
  germany: 'DE',
  alemania: 'DE',
  allemagne: 'DE',
  almanya: 'DE',
  schweiz: 'CH',
  switzerland: 'CH',
  suiza: 'CH',
  suisse: 'CH',
  isviçre: 'CH',
  frankreich: 'FR',
  france: 'FR',
  francia: 'FR',
  fransa: 'FR',
  spanien: 'ES',
  spain: 'ES',
  españa: 'ES',
  espagne: 'ES',
  ispanya: 'ES',
  türkei: 'TR',
  turkey: 'TR',
  türkiye: 'TR',
  turquía: 'TR',
  turquie: 'TR',
  italien: 'IT',
  italy: 'IT',
  italia: 'IT',
  italie: 'IT',
  italya: 'IT',
  'united kingdom': 'GB',
  'vereinigtes königreich': 'GB',
  'reino unido': 'GB',
  'royaume-uni': 'GB',
};

/** The rates to offer a business in `country` (a code or a name); Austria's when unknown. */
export function taxRatesFor(country: string | null | undefined): readonly number[] {
  const key = (country ?? '').trim();
  const code = COUNTRY_NAMES[key.toLocaleLowerCase('de')] ?? key.toUpperCase();
  return TAX_RATES_BY_COUNTRY[code] ?? FALLBACK_RATES;
}

/** The usual rate for services in `country`: the highest of its list. */
export function defaultTaxRate(country: string | null | undefined): number {
  return taxRatesFor(country)[0]!;
}
