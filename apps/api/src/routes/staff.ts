import {
  can,
  createStaffBodySchema,
  POLICIES,
  STAFF_ALREADY_JOINED,
  STAFF_DETAILS_OWN,
  STAFF_EMAIL_TAKEN,
  STAFF_MAX_MEMBERS,
  STAFF_NOT_YOURSELF,
  STAFF_OWNER_FIXED,
  STAFF_TOO_MANY,
  staffGrantRefusal,
  staffIdParam,
  updateStaffBodySchema,
  type Account,
  type Policy,
  type StaffInvited,
  type StaffMember,
} from '@shop/admin-api';
import { Hono } from 'hono';
import { requirePolicy } from '../auth/middleware';
import { nowSeconds } from '../clock';
import { isPgError, PG_UNIQUE_VIOLATION } from '../db/db';
import { newId } from '../db/ids';
import { ApiError, fieldError, notFound, staleUpdate, validationError } from '../http/errors';
import type { AppEnv, Deps } from '../http/env';
import { validBody, validParams, validVersionedBody } from '../http/validate';
import {
  countStaff,
  deleteInvitation,
  getStaffMember,
  insertInvitation,
  listStaff,
  removeMembership,
  renewInvitationToken,
  staffEmailTaken,
  updateInvitation,
  updateMembership,
} from '../repos/staff';
import { newInvitation } from '../staff/invitation-link';

const NOT_FOUND = 'Staff member not found';

/**
 * The grant rule: nobody gives or takes away a policy they do not hold themselves (an owner holds
 * every one). `changed` are the policies the request would give or take away.
 */
function checkGrant(actor: Account, changed: readonly Policy[]): void {
  const lacking = changed.filter((policy) => !can(actor, policy));
  if (lacking.length) throw new ApiError(403, staffGrantRefusal(lacking));
}

/** The policies in one set and not the other, in §6's order. */
function difference(a: readonly Policy[], b: readonly Policy[]): Policy[] {
  return POLICIES.filter((policy) => a.includes(policy) !== b.includes(policy));
}

/** The e-mail's unique keys answer for a racing invitation that took it first. */
async function emailGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw fieldError('email', STAFF_EMAIL_TAKEN);
    throw error;
  }
}

/** The owner is the shop's: nobody edits or removes them, themselves included. */
function checkNotOwner(member: StaffMember): void {
  if (member.role === 'OWNER') throw new ApiError(403, STAFF_OWNER_FIXED);
}

/** settings/staff: the shop's members and invitations, under the `staff` policy. */
export function staffRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requirePolicy('staff'));

  app.get('/', async (c) => c.json({ items: await listStaff(db, c.get('auth').shopId) }));

  app.post('/', async (c) => {
    const body = await validBody(c, createStaffBodySchema);
    const { account, shopId } = c.get('auth');
    checkGrant(account, body.permission);
    const answer = await emailGuard(() =>
      db.transaction(async (tx): Promise<StaffInvited> => {
        if (await staffEmailTaken(tx, shopId, body.email, null))
          throw fieldError('email', STAFF_EMAIL_TAKEN);
        if ((await countStaff(tx, shopId)) >= STAFF_MAX_MEMBERS)
          throw new ApiError(422, STAFF_TOO_MANY);
        const now = nowSeconds(clock);
        const id = newId('inv');
        const { link, tokenHash } = newInvitation(config.accountsUrl, now);
        await insertInvitation(tx, {
          ...body,
          id,
          shopId,
          tokenHash,
          expiresAt: link.expires_at,
          invitedBy: account.id,
          now,
        });
        return { member: (await getStaffMember(tx, shopId, id))!, invitation: link };
      }),
    );
    return c.json(answer, 201);
  });

  app.get('/:id', async (c) => {
    const { id } = validParams(c, staffIdParam);
    const member = await getStaffMember(db, c.get('auth').shopId, id);
    if (!member) throw notFound(NOT_FOUND);
    return c.json(member);
  });

  app.put('/:id', async (c) => {
    const { id } = validParams(c, staffIdParam);
    const { updated_at: version, ...fields } = await validVersionedBody(c, updateStaffBodySchema);
    const { account, shopId } = c.get('auth');
    const member = await emailGuard(() =>
      db.transaction(async (tx) => {
        const current = await getStaffMember(tx, shopId, id, true);
        if (!current) throw notFound(NOT_FOUND);
        checkNotOwner(current);
        if (version !== current.updated_at) throw staleUpdate(current);
        checkGrant(account, difference(current.permission, fields.permission));
        const now = nowSeconds(clock);
        if (current.status === 'active') {
          // Their name and e-mail are their account's, the same in every shop they work in.
          const changed = (['email', 'first_name', 'last_name'] as const).filter(
            (field) => fields[field] !== current[field],
          );
          if (changed.length) {
            throw validationError(changed.map((field) => ({ field, title: STAFF_DETAILS_OWN })));
          }
          await updateMembership(tx, shopId, id, now, fields.permission);
        } else {
          if (await staffEmailTaken(tx, shopId, fields.email, id))
            throw fieldError('email', STAFF_EMAIL_TAKEN);
          await updateInvitation(tx, shopId, id, now, fields);
        }
        return (await getStaffMember(tx, shopId, id))!;
      }),
    );
    return c.json(member);
  });

  app.delete('/:id', async (c) => {
    const { id } = validParams(c, staffIdParam);
    const { account, shopId } = c.get('auth');
    await db.transaction(async (tx) => {
      const current = await getStaffMember(tx, shopId, id, true);
      if (!current) throw notFound(NOT_FOUND);
      checkNotOwner(current);
      // Leaving is another member's call: whoever removes a member sees who is left behind.
      if (current.id === account.id) throw new ApiError(403, STAFF_NOT_YOURSELF);
      // Removing takes away every policy the member holds.
      checkGrant(account, current.permission);
      if (current.status === 'active') await removeMembership(tx, shopId, id, nowSeconds(clock));
      else await deleteInvitation(tx, shopId, id);
    });
    return c.body(null, 204);
  });

  app.post('/:id/invitation', async (c) => {
    const { id } = validParams(c, staffIdParam);
    const { account, shopId } = c.get('auth');
    const answer = await db.transaction(async (tx): Promise<StaffInvited> => {
      const current = await getStaffMember(tx, shopId, id, true);
      if (!current) throw notFound(NOT_FOUND);
      if (current.status === 'active') throw new ApiError(409, STAFF_ALREADY_JOINED);
      // A new link gives the policies anew.
      checkGrant(account, current.permission);
      const { link, tokenHash } = newInvitation(config.accountsUrl, nowSeconds(clock));
      await renewInvitationToken(tx, shopId, id, tokenHash, link.expires_at);
      return { member: (await getStaffMember(tx, shopId, id))!, invitation: link };
    });
    return c.json(answer);
  });

  return app;
}
