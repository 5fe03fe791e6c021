import * as z from 'zod/mini';
import { ZAdminProfileStatus, ZUserStatus } from './back-office';
import { documentDigits, isValidCpf } from './br-documents';
import { ZAdminPermission } from './permissions';

// docs/back-office.md "Profiles and users": admin profiles, users of the platform and who
// has which profile. Error keys are the admin namespace's `people.errors.*`.

/** The keys (admin namespace) the people endpoints answer in field and general errors. */
export const PEOPLE_ERRORS = {
  required: 'admin:people.errors.required',
  tooLong: 'admin:people.errors.tooLong',
  slugFormat: 'admin:people.errors.slugFormat',
  nameTaken: 'admin:people.errors.nameTaken',
  slugTaken: 'admin:people.errors.slugTaken',
  invalid: 'admin:people.errors.invalid',
  invalidEmail: 'admin:people.errors.invalidEmail',
  emailTaken: 'admin:people.errors.emailTaken',
  invalidCpf: 'admin:people.errors.invalidCpf',
  cpfTaken: 'admin:people.errors.cpfTaken',
  profileRequired: 'admin:people.errors.profileRequired',
  profileNotFound: 'admin:people.errors.profileNotFound',
  profileInUse: 'admin:people.errors.profileInUse',
  selfLockout: 'admin:people.errors.selfLockout',
  userNotFound: 'admin:people.errors.userNotFound',
  notAnAdmin: 'admin:people.errors.notAnAdmin',
  cannotBlockSelf: 'admin:people.errors.cannotBlockSelf',
  cannotDeleteSelf: 'admin:people.errors.cannotDeleteSelf',
  userHasMerchants: 'admin:people.errors.userHasMerchants',
  userHasActAsHistory: 'admin:people.errors.userHasActAsHistory',
  userInUse: 'admin:people.errors.userInUse',
} as const;

const E = PEOPLE_ERRORS;

const requiredText = (max: number) =>
  z
    .string({ error: E.required })
    .check(z.trim(), z.minLength(1, { error: E.required }), z.maxLength(max, { error: E.tooLong }));

// ---------------------------------------------------------------- profiles

export const ZAdminProfileDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  /** Grants every permission, including ones added later. */
  isSuperAdmin: z.boolean(),
  permissions: z.array(ZAdminPermission),
  /** An inactive profile grants nothing. */
  status: ZAdminProfileStatus,
  /** Administrators with this profile: a profile in use cannot be deleted. */
  usersCount: z.int(),
  createdAt: z.string(),
});
export type TAdminProfileDetail = z.infer<typeof ZAdminProfileDetail>;

export const ZAdminProfilesResponse = z.object({ profiles: z.array(ZAdminProfileDetail) });
export type TAdminProfilesResponse = z.infer<typeof ZAdminProfilesResponse>;

const profileFields = {
  name: requiredText(80),
  /** Lower-case letters, digits and hyphens (`support-level-2`). */
  slug: z
    .string({ error: E.required })
    .check(
      z.trim(),
      z.minLength(1, { error: E.required }),
      z.maxLength(64, { error: E.tooLong }),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: E.slugFormat }),
    ),
  description: z.optional(
    z.nullable(
      z.string({ error: E.invalid }).check(z.trim(), z.maxLength(500, { error: E.tooLong })),
    ),
  ),
  isSuperAdmin: z.boolean({ error: E.invalid }),
  permissions: z.array(ZAdminPermission, { error: E.invalid }),
  status: ZAdminProfileStatus,
};

export const ZAdminProfileCreateRequest = z.object({
  ...profileFields,
  isSuperAdmin: z._default(profileFields.isSuperAdmin, false),
  permissions: z._default(profileFields.permissions, []),
  status: z._default(profileFields.status, 'active'),
});
export type TAdminProfileCreateRequest = z.input<typeof ZAdminProfileCreateRequest>;

export const ZAdminProfileUpdateRequest = z.partial(z.object(profileFields));
export type TAdminProfileUpdateRequest = z.input<typeof ZAdminProfileUpdateRequest>;

export const ZAdminProfileParams = z.object({
  profileId: z.uuid({ error: 'admin:errors.invalid' }),
});

// ---------------------------------------------------------------- users

/** The spec's user role: an admin, the owner of a merchant, or anyone else. */
export const ZUserRole = z.enum(['administrator', 'merchant', 'user']);
export type TUserRole = z.infer<typeof ZUserRole>;

/** CPF typed with or without punctuation: its 11 digits, check digits verified. */
const cpf = z.pipe(
  z.pipe(
    z.string({ error: E.invalidCpf }),
    z.transform((value) => documentDigits(value)),
  ),
  z.string().check(z.refine(isValidCpf, { error: E.invalidCpf })),
);

/** Empty (or absent) means no CPF. */
const optionalCpf = z.optional(
  z.nullable(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      cpf,
    ]),
  ),
);

export const ZAdminUserCreateRequest = z
  .object({
    name: requiredText(120),
    email: z
      .string({ error: E.invalidEmail })
      .check(z.trim(), z.toLowerCase(), z.email({ error: E.invalidEmail }), z.maxLength(254)),
    document: optionalCpf,
    /** An administrator (with a profile) or a plain user of the platform. */
    kind: z.enum(['admin', 'user'], { error: E.required }),
    adminProfileId: z.optional(z.nullable(z.uuid({ error: E.profileRequired }))),
  })
  .check(
    z.refine((body) => body.kind !== 'admin' || Boolean(body.adminProfileId), {
      error: E.profileRequired,
      path: ['adminProfileId'],
    }),
  );
export type TAdminUserCreateRequest = z.input<typeof ZAdminUserCreateRequest>;

export const ZAdminUserUpdateRequest = z.object({
  name: z.optional(requiredText(120)),
  document: optionalCpf,
  /** Only for an administrator. */
  adminProfileId: z.optional(z.uuid({ error: E.profileRequired })),
});
export type TAdminUserUpdateRequest = z.input<typeof ZAdminUserUpdateRequest>;

/** PATCH /admin/users/:userId/profile (the permissions page). */
export const ZAdminProfileAssignment = z.object({
  adminProfileId: z.uuid({ error: E.profileRequired }),
});
export type TAdminProfileAssignment = z.input<typeof ZAdminProfileAssignment>;

/** One administrator and their profile (the permissions page). */
export const ZAdministrator = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: ZUserStatus,
  profile: z.nullable(
    z.object({
      id: z.uuid(),
      name: z.string(),
      isSuperAdmin: z.boolean(),
      status: ZAdminProfileStatus,
    }),
  ),
});
export type TAdministrator = z.infer<typeof ZAdministrator>;

export const ZAdministratorsResponse = z.object({ administrators: z.array(ZAdministrator) });
export type TAdministratorsResponse = z.infer<typeof ZAdministratorsResponse>;
