// The countries the shop delivers to and keeps addresses in (EU member states, Switzerland and
// Liechtenstein), their regions (Magento's region ids and codes) and postcode formats. Shared by
// the commerce API (`countries`, `country`, address validation) and the storefront's forms.

export interface Region {
  /** Magento's region id (directory_country_region.region_id). */
  id: number;
  code: string;
  name: string;
}

export interface CountryRules {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 3166-1 alpha-3. */
  code3: string;
  regions: readonly Region[];
  /** Whether an address in this country needs a region (Magento's default "State Options"). */
  regionRequired: boolean;
  /** Postcode format, when the country has a fixed one; an example for the error text. */
  postcode?: { pattern: RegExp; example: string };
}

const regions = (first: number, list: [code: string, name: string][]): Region[] =>
  list.map(([code, name], i) => ({ id: first + i, code, name }));

const DE_REGIONS = regions(79, [
  ['NDS', 'Niedersachsen'],
  ['BAW', 'Baden-Württemberg'],
  ['BAY', 'Bayern'],
  ['BER', 'Berlin'],
  ['BRG', 'Brandenburg'],
  ['BRE', 'Bremen'],
  ['HAM', 'Hamburg'],
  ['HES', 'Hessen'],
  ['MEC', 'Mecklenburg-Vorpommern'],
  ['NRW', 'Nordrhein-Westfalen'],
  ['RHE', 'Rheinland-Pfalz'],
  ['SAR', 'Saarland'],
  ['SAS', 'Sachsen'],
  ['SAC', 'Sachsen-Anhalt'],
  ['SCN', 'Schleswig-Holstein'],
  ['THE', 'Thüringen'],
]);

const AT_REGIONS = regions(95, [
  ['WI', 'Wien'],
  ['NO', 'Niederösterreich'],
  ['OO', 'Oberösterreich'],
  ['SB', 'Salzburg'],
  ['KN', 'Kärnten'],
  ['ST', 'Steiermark'],
  ['TI', 'Tirol'],
  ['BL', 'Burgenland'],
  ['VB', 'Vorarlberg'],
]);

const CH_REGIONS = regions(104, [
  ['AG', 'Aargau'],
  ['AI', 'Appenzell Innerrhoden'],
  ['AR', 'Appenzell Ausserrhoden'],
  ['BE', 'Bern'],
  ['BL', 'Basel-Landschaft'],
  ['BS', 'Basel-Stadt'],
  ['FR', 'Freiburg'],
  ['GE', 'Genf'],
  ['GL', 'Glarus'],
  ['GR', 'Graubünden'],
  ['JU', 'Jura'],
  ['LU', 'Luzern'],
  ['NE', 'Neuenburg'],
  ['NW', 'Nidwalden'],
  ['OW', 'Obwalden'],
  ['SG', 'St. Gallen'],
  ['SH', 'Schaffhausen'],
  ['SO', 'Solothurn'],
  ['SZ', 'Schwyz'],
  ['TG', 'Thurgau'],
  ['TI', 'Tessin'],
  ['UR', 'Uri'],
  ['VD', 'Waadt'],
  ['VS', 'Wallis'],
  ['ZG', 'Zug'],
  ['ZH', 'Zürich'],
]);

const FOUR_DIGITS = { pattern: /^\d{4}$/, example: '1234' };

const plain = (code: string, code3: string): CountryRules => ({
  code,
  code3,
  regions: [],
  regionRequired: false,
});

/** Every country an address may be in, in code order. */
export const COUNTRIES: readonly CountryRules[] = [
  { ...plain('AT', 'AUT'), regions: AT_REGIONS, postcode: FOUR_DIGITS },
  { ...plain('BE', 'BEL'), postcode: FOUR_DIGITS },
  plain('BG', 'BGR'),
  { ...plain('CH', 'CHE'), regions: CH_REGIONS, regionRequired: true, postcode: FOUR_DIGITS },
  plain('CY', 'CYP'),
  plain('CZ', 'CZE'),
  { ...plain('DE', 'DEU'), regions: DE_REGIONS, postcode: { pattern: /^\d{5}$/, example: '12345' } },
  { ...plain('DK', 'DNK'), postcode: FOUR_DIGITS },
  plain('EE', 'EST'),
  plain('ES', 'ESP'),
  plain('FI', 'FIN'),
  plain('FR', 'FRA'),
  plain('GR', 'GRC'),
  plain('HR', 'HRV'),
  plain('HU', 'HUN'),
  plain('IE', 'IRL'),
  plain('IT', 'ITA'),
  { ...plain('LI', 'LIE'), postcode: FOUR_DIGITS },
  plain('LT', 'LTU'),
  { ...plain('LU', 'LUX'), postcode: FOUR_DIGITS },
  plain('LV', 'LVA'),
  plain('MT', 'MLT'),
  plain('NL', 'NLD'),
  plain('PL', 'POL'),
  plain('PT', 'PRT'),
  plain('RO', 'ROU'),
  plain('SE', 'SWE'),
  plain('SI', 'SVN'),
  plain('SK', 'SVK'),
];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryRules(code: string | null | undefined): CountryRules | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** The country's name in a language ('de', 'en', or a locale such as de_DE). */
export function countryName(code: string, language: string): string {
  const names = new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' });
  return names.of(code) ?? code;
}
