import type { Customer, FieldError } from '@shop/admin-api';
import type { ComboboxOption } from '@shop/ui';
import { fullName } from '../../../lib/format';
import { translateValidationMessage } from '../../../lib/i18n/zod-messages';

/** A customer chosen in the picker, with what the list of picks shows of them. */
export interface PickedCustomer {
  id: string;
  /** The full name, or the e-mail for a customer without one. */
  name: string;
  email: string;
}

export function toPickedCustomer(customer: Customer): PickedCustomer {
  return { id: customer.id, name: fullName(customer) || customer.email, email: customer.email };
}

/**
 * The picker's choices among the customers found: the ones already picked are left out (each is
 * picked once), and members of the group stay listed, marked and disabled, so a search for someone
 * who is in the group says so instead of finding nothing.
 */
export function customerOptions(
  found: readonly Customer[],
  picked: readonly PickedCustomer[],
  memberIds: ReadonlySet<string> | undefined,
  memberHint: (customer: PickedCustomer) => string,
): ComboboxOption[] {
  const pickedIds = new Set(picked.map((customer) => customer.id));
  return found
    .filter((customer) => !pickedIds.has(customer.id))
    .map((customer) => {
      const shown = toPickedCustomer(customer);
      const option: ComboboxOption = { value: shown.id, label: shown.name };
      if (memberIds?.has(shown.id)) {
        option.hint = memberHint(shown);
        option.disabled = true;
      } else if (shown.name !== shown.email) {
        option.hint = shown.email;
      }
      return option;
    });
}

/**
 * The server refuses unknown customers on `customer_ids.N` (N: the position in the body). Which
 * picked customer each message is about, in the current language.
 */
export function pickErrors(
  errors: readonly FieldError[],
  sentIds: readonly string[],
): Map<string, string> {
  const byId = new Map<string, string>();
  for (const { field, title } of errors) {
    const match = /^customer_ids\.(\d+)$/.exec(field);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (id !== undefined && !byId.has(id)) byId.set(id, translateValidationMessage(title));
  }
  return byId;
}
