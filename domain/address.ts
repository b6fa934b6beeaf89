// Rules of a customer address (spec 3 and 5), shared by the commerce API and the storefront's
// address forms: which fields are required, how long they may be, street as up to 4 lines, the
// country first and then one of its regions, the country's postcode format.
import { type CountryRules, countryRules, type Region } from './countries.ts';

/** Street lines: street, apartment, neighborhood, extra (spec 3). */
export const STREET_LINES_MAX = 4;
/** Longest text a field may hold (Magento's varchar(255)). */
export const ADDRESS_FIELD_MAX = 255;
/** Longest name (first, middle, last name, prefix, suffix): Magento's varchar(255). */
export const NAME_MAX = 255;

/**
 * What a person's name may hold: Magento's name rule (Customer\Model\Validator\Name: letters,
 * combining marks, digits, spaces and , - _ . ' ’ ` &), with spaces meaning space characters
 * only: no line breaks, tabs or other control characters (names go into mail headers and
 * greetings verbatim).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\p{Zs},\-_.'’`&]*$/u;
/**
 * A web address in a name: `www.` or a word ending in a common top-level domain
 * (`example.com`, `shop.de`). The character rule already refuses `:`, `/` and `@`.
 */
const WEB_ADDRESS =
  /(?:^|[^\p{L}\p{M}\p{Nd}])www\.|[\p{L}\p{Nd}-]\.(?:com|net|org|info|biz|io|co|de|ch|at|eu|uk|us|ru|cn|top|xyz|shop|online|site|app|link|click|ly|me|tk)(?![\p{L}\p{M}\p{Nd}])/iu;

export type NameProblem = 'maxLength' | 'invalid';

/**
 * Why a name (trimmed) is refused, or null: longer than NAME_MAX, or holding a character
 * outside the name rule or a web address. Empty names are the caller's business (required or not).
 */
export function nameProblem(value: string | null | undefined): NameProblem | null {
  const name = (value ?? '').trim();
  if (name.length > NAME_MAX) return 'maxLength';
  if (!NAME_CHARACTERS.test(name) || WEB_ADDRESS.test(name)) return 'invalid';
  return null;
}

export type AddressField =
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'telephone'
  | 'street'
  | 'city'
  | 'postcode'
  | 'country_code'
  | 'region'
  | 'vat_id';

/** What the customer filled in; every field may be missing (hostile or half-filled input). */
export interface AddressDraft {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  telephone?: string | null;
  street?: readonly (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  /** A region of the country: by id or code, or free text for countries without a list. */
  region?: { region_id?: number | null; region_code?: string | null; region?: string | null } | null;
  vat_id?: string | null;
}

export type AddressProblem =
  | { field: AddressField; rule: 'required' }
  | { field: AddressField; rule: 'maxLength'; max: number }
  | { field: 'firstname' | 'lastname'; rule: 'invalidName' }
  | { field: 'street'; rule: 'maxLines'; max: number }
  | { field: 'postcode'; rule: 'format'; example: string }
  | { field: 'country_code'; rule: 'unknownCountry' }
  | { field: 'region'; rule: 'unknownRegion' };

/** An address that passed the rules, trimmed, with the region resolved against the country. */
export interface ValidAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  countryCode: string;
  region: { id: number | null; code: string | null; name: string | null };
  vatId: string | null;
}

const REQUIRED: readonly AddressField[] = [
  'firstname',
  'lastname',
  'telephone',
  'street',
  'city',
  'postcode',
  'country_code',
];

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The street lines with empty parts dropped (spec 3: 'empty parts omitted'). */
export function streetLines(street: readonly (string | null)[] | null | undefined): string[] {
  return (street ?? []).map((line) => text(line)).filter((line) => line !== '');
}

/** The region the draft names within the country: by id, else by code, else by name. */
export function findRegion(country: CountryRules, draft: AddressDraft['region']): Region | undefined {
  if (!draft) return undefined;
  const { region_id, region_code, region } = draft;
  if (region_id) return country.regions.find((r) => r.id === region_id);
  if (region_code) return country.regions.find((r) => r.code === region_code.trim().toUpperCase());
  if (region) return country.regions.find((r) => r.name.toLowerCase() === region.trim().toLowerCase());
  return undefined;
}

const regionGiven = (draft: AddressDraft['region']) =>
  !!draft && (!!draft.region_id || !!text(draft.region_code) || !!text(draft.region));

/** Every rule the draft breaks, in form order (empty: the address is valid). */
export function addressProblems(draft: AddressDraft): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const values: Record<Exclude<AddressField, 'street' | 'region'>, string> = {
    firstname: text(draft.firstname),
    lastname: text(draft.lastname),
    company: text(draft.company),
    telephone: text(draft.telephone),
    city: text(draft.city),
    postcode: text(draft.postcode),
    country_code: text(draft.country_code),
    vat_id: text(draft.vat_id),
  };
  const street = streetLines(draft.street);
  for (const field of ['firstname', 'lastname', 'company', 'telephone'] as const) {
    if (REQUIRED.includes(field) && !values[field]) problems.push({ field, rule: 'required' });
    else if (values[field].length > ADDRESS_FIELD_MAX)
      problems.push({ field, rule: 'maxLength', max: ADDRESS_FIELD_MAX });
    else if ((field === 'firstname' || field === 'lastname') && nameProblem(values[field]))
      problems.push({ field, rule: 'invalidName' });
  }
  if (street.length === 0) problems.push({ field: 'street', rule: 'required' });
  else if ((draft.street ?? []).length > STREET_LINES_MAX)
    problems.push({ field: 'street', rule: 'maxLines', max: STREET_LINES_MAX });
  else if (street.some((line) => line.length > ADDRESS_FIELD_MAX))
    problems.push({ field: 'street', rule: 'maxLength', max: ADDRESS_FIELD_MAX });
  if (!values.city) problems.push({ field: 'city', rule: 'required' });
  else if (values.city.length > ADDRESS_FIELD_MAX)
    problems.push({ field: 'city', rule: 'maxLength', max: ADDRESS_FIELD_MAX });

  const country = countryRules(values.country_code);
  if (!values.postcode) problems.push({ field: 'postcode', rule: 'required' });
  else if (values.postcode.length > ADDRESS_FIELD_MAX)
    problems.push({ field: 'postcode', rule: 'maxLength', max: ADDRESS_FIELD_MAX });
  else if (country?.postcode && !country.postcode.pattern.test(values.postcode))
    problems.push({ field: 'postcode', rule: 'format', example: country.postcode.example });

  if (!values.country_code) problems.push({ field: 'country_code', rule: 'required' });
  else if (!country) problems.push({ field: 'country_code', rule: 'unknownCountry' });
  else if (country.regions.length > 0) {
    if (!regionGiven(draft.region)) {
      if (country.regionRequired) problems.push({ field: 'region', rule: 'required' });
    } else if (!findRegion(country, draft.region)) problems.push({ field: 'region', rule: 'unknownRegion' });
  } else if (text(draft.region?.region).length > ADDRESS_FIELD_MAX)
    problems.push({ field: 'region', rule: 'maxLength', max: ADDRESS_FIELD_MAX });

  if (values.vat_id.length > ADDRESS_FIELD_MAX)
    problems.push({ field: 'vat_id', rule: 'maxLength', max: ADDRESS_FIELD_MAX });
  return problems;
}

/** The draft as a valid address, or the rules it breaks. */
export function validateAddress(
  draft: AddressDraft,
): { ok: true; address: ValidAddress } | { ok: false; problems: AddressProblem[] } {
  const problems = addressProblems(draft);
  if (problems.length > 0) return { ok: false, problems };
  const country = countryRules(draft.country_code) as CountryRules;
  const region = country.regions.length > 0 ? findRegion(country, draft.region) : undefined;
  const freeRegion = country.regions.length === 0 ? text(draft.region?.region) : '';
  const optional = (value: string | null | undefined) => text(value) || null;
  return {
    ok: true,
    address: {
      firstname: text(draft.firstname),
      lastname: text(draft.lastname),
      company: optional(draft.company),
      telephone: text(draft.telephone),
      street: streetLines(draft.street),
      city: text(draft.city),
      postcode: text(draft.postcode),
      countryCode: country.code,
      region: region
        ? { id: region.id, code: region.code, name: region.name }
        : { id: null, code: null, name: freeRegion || null },
      vatId: optional(draft.vat_id),
    },
  };
}
