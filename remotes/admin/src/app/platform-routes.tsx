import type { RemoteRoute } from '@arara/federation/remote';
import { NotFound } from '@arara/ui/core';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// The platform area's pages (docs/back-office.md "Dashboard, settings and audit"), spread into
// BUILT of routes.tsx.

const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/dashboard-page')).DashboardPage,
}));
const SettingsPage = lazy(async () => ({
  default: (await import('../features/settings/settings-page')).SettingsPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('../features/audit/audit-log-page')).AuditLogPage,
}));

/** /admin/settings and, below it, the audit log (/admin/settings/audit). */
function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingsPage />} />
      <Route path="audit" element={<AuditLogPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export const PLATFORM_ROUTES = {
  dashboard: { path: 'admin', element: <DashboardPage /> },
  settings: { path: 'admin/settings/*', element: <SettingsRoutes /> },
} satisfies Record<string, RemoteRoute>;
