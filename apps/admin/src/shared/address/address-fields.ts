import { addressFormat, type AddressFormat } from '@shop/admin-api';
import { queryClient } from '../../lib/query-client/query-client';
import { statesQuery } from '../../lib/queries/reference-data';

/** What an address form edits: the country and state as codes (null while none is chosen). */
export interface AddressValues {
  country: string | null;
  line: string;
  line2: string;
  city: string;
  zip: string;
  state: string | null;
}

/** Which address fields the form shows for a country, and how it labels them. */
export interface AddressLayout extends AddressFormat {
  /** Whether the state picker shows: the country has subdivisions to choose from. */
  showState: boolean;
}

export function addressLayout(country: string | null, stateCount: number): AddressLayout {
  const format = addressFormat(country ?? '');
  return { ...format, showState: !!country && stateCount > 0 };
}

/**
 * Whether an address in `country` must name its state, by the states list the form's state picker
 * has loaded (a country's addresses may need one, and it must have some to choose from). The
 * contract's schemas take it as `needsState`; the server checks the same from its own lists.
 */
export function needsState(country: string): boolean {
  const states = queryClient.getQueryData(statesQuery(country).queryKey)?.items.length ?? 0;
  const layout = addressLayout(country, states);
  return layout.showState && layout.state === 'required';
}
