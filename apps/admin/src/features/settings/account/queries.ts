import {
  settingsPaths,
  startPaths,
  type UpdateAccountBody,
  type UpdateEmailBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { accountKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/*
 * The signed-in user's own account (§7: PUT account, PUT account/email). Both answer with the
 * account, which goes straight into the account query the header reads: the avatar, the name and
 * the e-mail change at once. Both carry the version edited (409: the conflict dialog).
 */

export function useUpdateAccount() {
  return useUpdateWithConflict({
    detailKey: accountKeys.all,
    response: 'accountSchema',
    send: (body: UpdateAccountBody) => api.put(startPaths.account, body),
    refreshes: relations.accountProfile,
  });
}

export function useUpdateEmail() {
  return useUpdateWithConflict({
    detailKey: accountKeys.all,
    response: 'accountSchema',
    send: (body: UpdateEmailBody) => api.put(settingsPaths.accountEmail, body),
    refreshes: relations.accountProfile,
  });
}
