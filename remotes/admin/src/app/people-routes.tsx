import type { RemoteRoute } from '@arara/federation/remote';
import { lazy } from 'react';

// docs/back-office.md "Profiles and users": the pages of the people area, spread into BUILT.

const ProfilesPage = lazy(async () => ({
  default: (await import('../features/profiles/profiles-page')).ProfilesPage,
}));
const PermissionsPage = lazy(async () => ({
  default: (await import('../features/users/permissions-page')).PermissionsPage,
}));

export const PEOPLE_ROUTES = {
  profiles: { path: 'admin/profiles', element: <ProfilesPage /> },
  permissions: { path: 'admin/users/permissions', element: <PermissionsPage /> },
} satisfies Record<string, RemoteRoute>;
