import { z } from 'zod';
import {
  accountSchema,
  updateAccountBodySchema,
  updateEmailBodySchema,
  updatePasswordBodySchema,
} from './account';
import { tokenResponseSchema, verifyBodySchema } from './auth';
import { apiErrorSchema } from './errors';
import { tooManyChecks } from './endpoints-settings-security';
import {
  endpoint,
  json,
  noContent,
  ok,
  refusal,
  staleResponse,
  type Endpoint,
} from './endpoints-model';
import { paths, REFRESH_COOKIE, XSRF_COOKIE } from './paths';
import { shopSchema, storeListSchema, updateShopBodySchema } from './shop';

const tokenIssued = `A new access token and the signed-in account (as GET account); sets the ${REFRESH_COOKIE} (HttpOnly) and ${XSRF_COOKIE} cookies`;
/** 429 of the attempt limits: `retry_after` (also the `Retry-After` header) in seconds. */
const tooMany = {
  description: 'Too many attempts from this address: try again after `retry_after` seconds',
  schema: apiErrorSchema.extend({ retry_after: z.number().int().positive() }),
};

/** auth/*, account, shop and stores: the session and what every signed-in user may read. */
export const sessionEndpoints: Endpoint[] = [
  endpoint({
    id: 'verifySignInCode',
    method: 'POST',
    path: paths.auth.verify,
    resource: 'auth',
    summary: 'Trade the one-time code from the accounts sign-in for a session',
    auth: 'none',
    policy: null,
    body: json(verifyBodySchema),
    responses: {
      200: ok(tokenResponseSchema, tokenIssued),
      401: refusal('The code is unknown, used or expired'),
      429: tooMany,
    },
  }),
  endpoint({
    id: 'refreshAccessToken',
    method: 'POST',
    path: paths.auth.refresh,
    resource: 'auth',
    summary: 'Rotate the refresh cookie and get a new access token',
    auth: 'refresh-cookie',
    policy: null,
    responses: {
      200: ok(tokenResponseSchema, tokenIssued),
      401: refusal('No session, an expired one, or a reused refresh token (its family is revoked)'),
      429: tooMany,
    },
  }),
  endpoint({
    id: 'logout',
    method: 'POST',
    path: paths.auth.logout,
    resource: 'auth',
    summary: 'End the session of the refresh cookie and clear the cookies',
    auth: 'refresh-cookie',
    policy: null,
    responses: { 204: noContent('Signed out (also when there was no session)') },
  }),
  endpoint({
    id: 'getAccount',
    method: 'GET',
    path: paths.account,
    resource: 'account',
    summary: 'The signed-in account',
    auth: 'bearer',
    policy: null,
    responses: { 200: ok(accountSchema, 'The account') },
  }),
  endpoint({
    id: 'updateAccount',
    method: 'PUT',
    path: paths.account,
    resource: 'account',
    summary: "Change the signed-in account's name and picture",
    auth: 'bearer',
    policy: null,
    body: json(updateAccountBodySchema),
    responses: {
      200: ok(accountSchema, 'The saved account'),
      409: staleResponse(accountSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    id: 'updateAccountEmail',
    method: 'PUT',
    path: paths.accountEmail,
    resource: 'account',
    summary: "Change the signed-in account's email (needs the password)",
    auth: 'bearer',
    policy: null,
    body: json(updateEmailBodySchema),
    responses: {
      200: ok(accountSchema, 'The saved account'),
      409: staleResponse(accountSchema),
      429: tooManyChecks('passwords'),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    id: 'updateAccountPassword',
    method: 'PUT',
    path: paths.accountPassword,
    resource: 'account',
    summary:
      'Change the password (the old one is checked); every other session of the account ends, this one stays',
    auth: 'bearer',
    policy: null,
    body: json(updatePasswordBodySchema),
    responses: { 204: noContent('Changed'), 429: tooManyChecks('passwords') },
  }),
  endpoint({
    id: 'getShop',
    method: 'GET',
    path: paths.shop,
    resource: 'shop',
    summary: 'The shop this session works on',
    auth: 'bearer',
    policy: null,
    responses: { 200: ok(shopSchema, 'The shop') },
  }),
  endpoint({
    id: 'updateShop',
    method: 'PUT',
    path: paths.shop,
    resource: 'shop',
    summary: "Change the shop's settings",
    auth: 'bearer',
    policy: 'setting',
    policyNote:
      'A body that only turns tour_completed or onboarding_editable on needs no policy: every user finishes the tour. A body that only sets tax_inclusion_status is also open to `tax` (the taxes page switch).',
    body: json(updateShopBodySchema),
    responses: {
      200: ok(shopSchema, 'The saved shop'),
      404: refusal('The shop is gone'),
      409: staleResponse(shopSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    id: 'listStores',
    method: 'GET',
    path: paths.stores,
    resource: 'stores',
    summary: "The account's stores, for the store switcher",
    auth: 'bearer',
    policy: null,
    responses: { 200: ok(storeListSchema, 'Every store of the account; `current` marks this one') },
  }),
];
