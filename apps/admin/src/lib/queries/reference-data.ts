import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFERENCE_STALE_MS, referencePaths, type Language } from '@shop/admin-api';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { isLanguage } from '../i18n';
import { useSession } from '../session/store';
import { referenceKeys } from './query-keys';

/*
 * §7 reference lists for the settings' pickers (countries, a country's states, time zones,
 * currencies, weight units), fresh for 2 minutes (§9). The server may let the browser keep them
 * longer (they change only with a deploy), so a refetch is usually answered from its cache.
 * Lists with names come in the admin's language.
 */

const reference = { staleTime: REFERENCE_STALE_MS } as const;

export const countriesQuery = (lang: Language) =>
  queryOptions({
    ...reference,
    queryKey: referenceKeys.countries(lang),
    queryFn: async ({ signal }) =>
      fromApi(
        'countryListSchema',
        await api.get(referencePaths.dataCountries, { signal, params: { lang } }),
      ),
  });

export const statesQuery = (countryAlpha2: string) =>
  queryOptions({
    ...reference,
    queryKey: referenceKeys.states(countryAlpha2),
    queryFn: async ({ signal }) =>
      fromApi(
        'stateListSchema',
        await api.get(referencePaths.dataStates(countryAlpha2), { signal }),
      ),
  });

export const timezonesQuery = queryOptions({
  ...reference,
  queryKey: referenceKeys.timezones(),
  queryFn: async ({ signal }) =>
    fromApi('timezoneListSchema', await api.get(referencePaths.dataTimezones, { signal })),
});

export const currenciesQuery = (lang: Language) =>
  queryOptions({
    ...reference,
    queryKey: referenceKeys.currencies(lang),
    queryFn: async ({ signal }) =>
      fromApi(
        'currencyListSchema',
        await api.get(referencePaths.dataCurrencies, { signal, params: { lang } }),
      ),
  });

export const languagesQuery = queryOptions({
  ...reference,
  queryKey: referenceKeys.languages(),
  queryFn: async ({ signal }) =>
    fromApi('languageListSchema', await api.get(referencePaths.dataLanguages, { signal })),
});

export const weightsQuery = (lang: Language) =>
  queryOptions({
    ...reference,
    queryKey: referenceKeys.weights(lang),
    queryFn: async ({ signal }) =>
      fromApi(
        'weightListSchema',
        await api.get(referencePaths.dataWeights, { signal, params: { lang } }),
      ),
  });

/** The admin's language as the reference lists take it (en until one of ours is known). */
export function useReferenceLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

export function useCountries() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...countriesQuery(useReferenceLanguage()), enabled: isLoggedIn });
}

/** The states of a country; nothing is asked while no country is chosen. */
export function useStates(countryAlpha2: string | null | undefined) {
  const { isLoggedIn } = useSession();
  return useQuery({
    ...statesQuery(countryAlpha2 ?? ''),
    enabled: isLoggedIn && !!countryAlpha2,
  });
}

export function useTimezones() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...timezonesQuery, enabled: isLoggedIn });
}

export function useCurrencies() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...currenciesQuery(useReferenceLanguage()), enabled: isLoggedIn });
}

export function useLanguages() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...languagesQuery, enabled: isLoggedIn });
}

export function useWeights() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...weightsQuery(useReferenceLanguage()), enabled: isLoggedIn });
}
