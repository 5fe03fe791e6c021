import { ZAdminUser } from './admin';
import {
  ZAdministrator,
  ZAdministratorsResponse,
  ZAdminProfileAssignment,
  ZAdminProfileCreateRequest,
  ZAdminProfileDetail,
  ZAdminProfileParams,
  ZAdminProfilesResponse,
  ZAdminProfileUpdateRequest,
  ZAdminUserCreateRequest,
  ZAdminUserUpdateRequest,
} from './admin-people';
import { ZAdminUserParams } from './admin-requests';
import type { Endpoint } from './endpoint';

const PROFILE_WRITE =
  'Audited with the profile before and after. A duplicate name or slug: 409 with the field. ' +
  'An admin cannot take profiles.manage away from the profile they use (409).';

/** docs/back-office.md "Profiles and users": profiles, users and who has which profile. */
export const adminPeopleEndpoints = {
  profiles: {
    method: 'GET',
    path: '/admin/profiles',
    access: { admin: 'profiles.manage' },
    group: 'admin',
    summary: 'Admin profiles, with how many administrators use each',
    response: ZAdminProfilesResponse,
    errors: [401, 403],
  },
  createProfile: {
    method: 'POST',
    path: '/admin/profiles',
    access: { admin: 'profiles.manage' },
    group: 'admin',
    summary: 'Create an admin profile',
    description: PROFILE_WRITE,
    body: ZAdminProfileCreateRequest,
    response: ZAdminProfileDetail,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updateProfile: {
    method: 'PATCH',
    path: '/admin/profiles/:profileId',
    access: { admin: 'profiles.manage' },
    group: 'admin',
    summary: 'Edit or deactivate an admin profile',
    description: PROFILE_WRITE,
    params: ZAdminProfileParams,
    body: ZAdminProfileUpdateRequest,
    response: ZAdminProfileDetail,
    errors: [400, 401, 403, 404, 409],
  },
  deleteProfile: {
    method: 'DELETE',
    path: '/admin/profiles/:profileId',
    access: { admin: 'profiles.manage' },
    group: 'admin',
    summary: 'Delete an admin profile no administrator uses',
    description: 'A profile in use: 409 (people.errors.profileInUse). Audited.',
    params: ZAdminProfileParams,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  createUser: {
    method: 'POST',
    path: '/admin/users',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: 'Create a user or an administrator; they get an e-mail to set their password',
    description:
      'An administrator needs a profile. The e-mail carries a set-password link (the reset ' +
      'token of POST /auth/reset-password), which also verifies the address. E-mail or CPF ' +
      'taken: 409 with the field.',
    body: ZAdminUserCreateRequest,
    response: ZAdminUser,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updateUser: {
    method: 'PATCH',
    path: '/admin/users/:userId',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: "Edit a user's name, CPF, or an administrator's profile",
    params: ZAdminUserParams,
    body: ZAdminUserUpdateRequest,
    response: ZAdminUser,
    errors: [400, 401, 403, 404, 409],
  },
  blockUser: {
    method: 'POST',
    path: '/admin/users/:userId/block',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: 'Block a user: every session ends at once and sign-in is refused',
    description: 'Not oneself (409). Their open act-as sessions (as an admin) end too.',
    params: ZAdminUserParams,
    response: ZAdminUser,
    errors: [400, 401, 403, 404, 409],
  },
  unblockUser: {
    method: 'POST',
    path: '/admin/users/:userId/unblock',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: 'Unblock a user: they can sign in again',
    params: ZAdminUserParams,
    response: ZAdminUser,
    errors: [400, 401, 403, 404],
  },
  deleteUser: {
    method: 'DELETE',
    path: '/admin/users/:userId',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: 'Delete a user nothing depends on',
    description:
      'Refused (409) for oneself, a member of any merchant (remove or block instead) and anyone ' +
      'with act-as history (the audit trail names them).',
    params: ZAdminUserParams,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  administrators: {
    method: 'GET',
    path: '/admin/administrators',
    access: { admin: 'users.read' },
    group: 'admin',
    summary: 'Every administrator with their profile (the permissions page)',
    response: ZAdministratorsResponse,
    errors: [401, 403],
  },
  assignProfile: {
    method: 'PATCH',
    path: '/admin/administrators/:userId/profile',
    access: { admin: 'users.manage' },
    group: 'admin',
    summary: "Change an administrator's profile",
    description: 'Not to a profile without profiles.manage for oneself (409). Audited.',
    params: ZAdminUserParams,
    body: ZAdminProfileAssignment,
    response: ZAdministrator,
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<string, Endpoint>;
