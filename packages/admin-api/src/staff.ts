import { z } from 'zod';
import { emailField } from './account';
import { idSchema, recordVersion, unixSeconds } from './common';
import { POLICIES, ROLES } from './policies';
import { CHOOSE_A_PERMISSION } from './messages';
// The words of this part of the contract live in messages.ts, which builds no schema.
export { CHOOSE_A_PERMISSION, STAFF_EMAIL_TAKEN, STAFF_DETAILS_OWN } from './messages';

/*
 * The shop's staff (§2 Settings, staff; §7 settings/staff). A member is a person who may open this
 * shop: the owner, members who have joined, and people invited who have not accepted yet. What a
 * member may do is kept per shop (one person can work in two shops with different policies).
 */

export const STAFF_STATUSES = ['invited', 'active'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** An invitation link lives a week; creating a new one ends the old one at once. */
export const STAFF_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Members (the owner and invitations included) one shop may have. */
export const STAFF_MAX_MEMBERS = 100;
export const STAFF_NAME_MAX = 100;

export const policySchema = z.enum(POLICIES);

export const staffMemberSchema = z.object({
  /** An account id once the person has joined; an invitation id while they are invited. */
  id: idSchema,
  status: z.enum(STAFF_STATUSES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  /** The policies held in this shop (empty for the owner, who may do everything). */
  permission: z.array(policySchema),
  /** When the invitation link stops working (invited members only). */
  invitation_expires_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET settings/staff: every member, the owner first, then by name. */
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * The link an invited person opens to set their password (or, with an account already, to join).
 * Shown once: only its hash is kept, so a lost link is replaced by a new one.
 */
export const staffInvitationLinkSchema = z.object({ url: z.string(), expires_at: unixSeconds });
export type StaffInvitationLink = z.infer<typeof staffInvitationLinkSchema>;

/** POST settings/staff and POST settings/staff/{id}/invitation: the member and their new link. */
export const staffInvitedSchema = z.object({
  member: staffMemberSchema,
  invitation: staffInvitationLinkSchema,
});
export type StaffInvited = z.infer<typeof staffInvitedSchema>;

/** A set of policies: each once, in §6's order, whatever order they came in. */
const permissionField = z
  .array(policySchema)
  .max(POLICIES.length)
  .min(1, CHOOSE_A_PERMISSION)
  .transform((chosen) => POLICIES.filter((policy) => chosen.includes(policy)));

const nameField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(STAFF_NAME_MAX, `Keep the name under ${STAFF_NAME_MAX} characters`);

const memberFields = {
  email: emailField,
  first_name: nameField,
  last_name: nameField,
  permission: permissionField,
};

/** POST settings/staff: invite a person by e-mail with the policies they will hold. */
export const createStaffBodySchema = z.object(memberFields);
export type CreateStaffBody = z.input<typeof createStaffBodySchema>;

/**
 * PUT settings/staff/{id}. The name and e-mail of an invitation are the inviter's to correct; once
 * the person has joined they are the person's own (their account settings), and must come back as
 * they are.
 */
export const updateStaffBodySchema = z.object({ ...memberFields, updated_at: recordVersion });
export type UpdateStaffBody = z.input<typeof updateStaffBodySchema>;

export const staffIdParam = z.object({ id: idSchema });

// Refusals a screen shows on a field or as the message (and messages.ts).
export const STAFF_TOO_MANY = `A shop can have at most ${STAFF_MAX_MEMBERS} members`;
export const STAFF_OWNER_FIXED = "The shop's owner cannot be changed or removed";
export const STAFF_NOT_YOURSELF = 'You cannot remove yourself from the shop';
export const STAFF_ALREADY_JOINED =
  'This member has already joined: there is no invitation to renew';

/** The grant rule's refusal: nobody gives or takes away a policy they do not hold themselves. */
export function staffGrantRefusal(policies: readonly string[]): string {
  return `You can only give or take away permissions you hold yourself (not: ${policies.join(', ')})`;
}
