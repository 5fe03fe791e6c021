import type { TAdminPermission } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, PendingIndicator, StatusScreen } from '@arara/ui/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAdminAccess } from '../lib/admin-session';

/**
 * A back-office page the admin's profile may not open (reached by URL or an old link): the page
 * shows "no permission" instead of its list failing with 403. Wrap the page's content:
 *
 *     <RequirePermission permission="fees.manage">
 *       <FeesPage />
 *     </RequirePermission>
 *
 * The API still refuses on its own; this only spares the admin a broken screen.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TAdminPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  if (access.isPending) return <PendingIndicator />;
  if (!access.can(permission)) {
    return (
      <StatusScreen
        status="warning"
        title={t('platform.guard.title')}
        message={t('platform.guard.message', { permission })}
        actions={
          <Link to="/admin">
            <Button>{t('platform.guard.back')}</Button>
          </Link>
        }
      />
    );
  }
  return children;
}
