/** §7 reference data, the same for every signed-in user: GET each list. Relative to API_BASE; part of `paths`. */
export const referencePaths = {
  /** §7 reference data, the same for every signed-in user: GET each list. */
  dataCountries: 'data/countries',
  dataStates: (countryAlpha2: string) =>
    `data/countries/states/${encodeURIComponent(countryAlpha2)}`,
  dataTimezones: 'data/timezones',
  dataCurrencies: 'data/currencies',
  dataLanguages: 'data/languages',
  dataWeights: 'data/weights',
} as const;
