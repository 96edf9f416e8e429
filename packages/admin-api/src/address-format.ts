/*
 * How each country writes a postal address: whether it has postal codes and needs one, whether
 * the city is part of it, whether the state (province, county, emirate...) is needed, and what
 * the country calls them. The facts are those of Google's address metadata (libaddressinput's
 * region data, as of June 2025), which the address forms of the large platforms follow; they are
 * kept here as lists of country codes so the app and the server apply the same rules.
 * A country not listed writes city only: no postal code, an optional region.
 */

/** What a postal address of a country asks for, field by field. */
export type FieldNeed = 'required' | 'optional' | 'none';

/** What a country calls its first-level subdivisions in an address. */
export const STATE_NAMES = [
  'state',
  'province',
  'region',
  'county',
  'emirate',
  'prefecture',
  'island',
  'parish',
  'department',
  'district',
  'do_si',
  'oblast',
  'area',
] as const;
export type StateName = (typeof STATE_NAMES)[number];

/** What a country calls its postal code. */
export const POSTAL_CODE_NAMES = ['postal', 'zip', 'pin', 'eircode'] as const;
export type PostalCodeName = (typeof POSTAL_CODE_NAMES)[number];

export interface AddressFormat {
  postalCode: FieldNeed;
  postalCodeName: PostalCodeName;
  city: FieldNeed;
  /**
   * Whether the state must be chosen: only ever asked where the country has ISO subdivisions to
   * choose from (the reference data's states list is not empty).
   */
  state: 'required' | 'optional';
  stateName: StateName;
}

const codes = (list: string) => new Set(list.split(' '));

const POSTAL_CODE_REQUIRED = codes(
  'AS AT AU AX BE BL BR CA CH CN CZ DE DK EE ES FI FK FM FR GB GF GG GL GP GR GS GU HU IM IN IO ' +
    'IT JE JP KR LI LT LU LV MF MH MP MQ MX MY NC NL NO NZ PF PL PM PN PR PT PW RE RO RU SE SG SH ' +
    'SJ SK SM TC TR TW UA US VI WF YT ZA',
);
const POSTAL_CODE_OPTIONAL = codes(
  'AC AD AF AI AL AM AR AZ BA BB BD BG BH BM BN BT BY CC CL CO CR CU CV CX CY DO DZ EC EG EH ET ' +
    'FO GE GI GN GT GW HM HN HR HT ID IE IL IQ IR IS JO KE KG KH KP KW KY KZ LA LB LK LR LS MA MC ' +
    'MD ME MG MK MM MN MT MU MV MZ NA NE NF NG NI NP OM PE PG PH PK PY RS SA SD SI SN SO SV SZ TA ' +
    'TH TJ TM TN TT TZ UM UY UZ VA VC VE VG VN XK ZM',
);
/** Addresses without a city line (the emirate, the island or the city-state says it all). */
const CITY_NONE = codes('AE GI JP KY MO NR SG');
const CITY_OPTIONAL = codes('AG CO HK ID SM VG VN');
const STATE_REQUIRED = codes(
  'AE AS AU BR CA CN CO CR ES FM HK HN ID IN IQ IT JM JP KN KR KY MH MP MX NR PF PG PW RU SO SV ' +
    'TW UM US VE VI VN',
);
/** Countries whose addresses carry a state, named "province" unless STATE_NAME_OF says otherwise. */
const STATE_IN_ADDRESS = codes(
  'AE AM AR AS AU BB BR BS BY CA CC CL CN CO CR CU CV CX EE EG ES FM HK HM HN ID IE IN IQ IR IT ' +
    'JM JP KI KN KP KR KY KZ LT LV MH MN MP MX MY MZ NF NG NI NR PA PE PF PG PH PW RO RU SC SO SR ' +
    'SV TH TR TV TW UA UM US UY UZ VE VI VN',
);
const STATE_NAME_OF: Partial<Record<string, StateName>> = {
  AE: 'emirate',
  AS: 'state',
  AU: 'state',
  BB: 'parish',
  BR: 'state',
  BS: 'island',
  CO: 'department',
  CV: 'island',
  FM: 'state',
  HK: 'area',
  HN: 'department',
  IE: 'county',
  IN: 'state',
  JM: 'parish',
  JP: 'prefecture',
  KI: 'island',
  KN: 'island',
  KR: 'do_si',
  KY: 'island',
  MH: 'state',
  MP: 'state',
  MX: 'state',
  MY: 'state',
  NG: 'state',
  NI: 'department',
  NR: 'district',
  PF: 'island',
  PW: 'state',
  RU: 'oblast',
  SC: 'island',
  TV: 'island',
  TW: 'county',
  UA: 'oblast',
  UM: 'state',
  US: 'state',
  VE: 'state',
  VI: 'state',
};
const POSTAL_CODE_NAME_OF: Partial<Record<string, PostalCodeName>> = {
  AS: 'zip',
  FM: 'zip',
  GU: 'zip',
  IE: 'eircode',
  IN: 'pin',
  MH: 'zip',
  MP: 'zip',
  PR: 'zip',
  PW: 'zip',
  UM: 'zip',
  US: 'zip',
  VI: 'zip',
};

/** The address format of a country (ISO 3166-1 alpha-2, upper case). */
export function addressFormat(alpha2: string): AddressFormat {
  const need = (required: Set<string>, optional: Set<string>): FieldNeed =>
    required.has(alpha2) ? 'required' : optional.has(alpha2) ? 'optional' : 'none';
  return {
    postalCode: need(POSTAL_CODE_REQUIRED, POSTAL_CODE_OPTIONAL),
    postalCodeName: POSTAL_CODE_NAME_OF[alpha2] ?? 'postal',
    city: CITY_NONE.has(alpha2) ? 'none' : CITY_OPTIONAL.has(alpha2) ? 'optional' : 'required',
    state: STATE_REQUIRED.has(alpha2) ? 'required' : 'optional',
    stateName: STATE_NAME_OF[alpha2] ?? (STATE_IN_ADDRESS.has(alpha2) ? 'province' : 'region'),
  };
}
