import {
  endpoint,
  json,
  noContent,
  ok,
  refusal,
  staleResponse,
  template,
  type Endpoint,
} from './endpoints-model';
import { paths } from './paths';
import {
  createStaffBodySchema,
  staffIdParam,
  staffInvitedSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffBodySchema,
} from './staff';

const staff = { auth: 'bearer', policy: 'staff', resource: 'settings' } as const;
const grantRule = 'the change gives or takes away a policy the caller does not hold';

export const staffEndpoints: Endpoint[] = [
  endpoint({
    ...staff,
    id: 'listStaff',
    method: 'GET',
    path: paths.settingsStaff,
    summary: 'Every member of the shop: the owner, members who joined, and people invited',
    responses: { 200: ok(staffListSchema, 'The members') },
  }),
  endpoint({
    ...staff,
    id: 'inviteStaff',
    method: 'POST',
    path: paths.settingsStaff,
    summary:
      'Invite a person by e-mail with the policies they will hold; answers the invitation link (shown once)',
    body: json(createStaffBodySchema),
    responses: {
      201: ok(staffInvitedSchema, 'The invited member and their link'),
      403: refusal(`Refused: the account lacks the "staff" policy, or ${grantRule}`),
    },
  }),
  endpoint({
    ...staff,
    id: 'getStaffMember',
    method: 'GET',
    path: template(paths.settingsStaffMember('(id)')),
    summary: 'One member',
    params: staffIdParam,
    responses: { 200: ok(staffMemberSchema, 'The member') },
  }),
  endpoint({
    ...staff,
    id: 'updateStaffMember',
    method: 'PUT',
    path: template(paths.settingsStaffMember('(id)')),
    summary: "Change a member's policies (and an invitation's name and e-mail); never the owner's",
    params: staffIdParam,
    body: json(updateStaffBodySchema),
    responses: {
      200: ok(staffMemberSchema, 'The saved member'),
      403: refusal(
        `Refused: the account lacks the "staff" policy, the member is the owner, or ${grantRule}`,
      ),
      409: staleResponse(staffMemberSchema),
      428: refusal('The body has no `updated_at`: say which version you edited'),
    },
  }),
  endpoint({
    ...staff,
    id: 'removeStaffMember',
    method: 'DELETE',
    path: template(paths.settingsStaffMember('(id)')),
    summary:
      'Remove a member from the shop, or withdraw an invitation; never the owner, never yourself',
    params: staffIdParam,
    responses: {
      204: noContent('Removed: their sessions in this shop end at once'),
      403: refusal(
        'Refused: the account lacks the "staff" policy, the member is the owner or the caller, or the member holds a policy the caller does not',
      ),
    },
  }),
  endpoint({
    ...staff,
    id: 'renewStaffInvitation',
    method: 'POST',
    path: template(paths.settingsStaffInvitation('(id)')),
    summary: 'A new invitation link for an invited member; the previous link stops working',
    params: staffIdParam,
    responses: {
      200: ok(staffInvitedSchema, 'The member and their new link'),
      403: refusal(
        `Refused: the account lacks the "staff" policy, or the invitation holds a policy the caller does not`,
      ),
      409: refusal('The member has already joined'),
    },
  }),
];
