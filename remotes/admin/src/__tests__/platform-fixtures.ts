import type { TAdminMeResponse, TAdminPermission } from '@arara/contracts';
import { sessionStore } from '@arara/session';

/** GET /admin/me of an admin whose profile grants `permissions`. */
export const adminMe = (permissions: TAdminPermission[]): TAdminMeResponse => ({
  admin: {
    id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    name: 'Ana Admin',
    email: 'admin@arara.dev',
    profile: { name: 'Test profile', isSuperAdmin: false, permissions },
  },
});

export function signInAsAdmin() {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
}
