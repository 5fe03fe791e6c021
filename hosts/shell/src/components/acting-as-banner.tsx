import { useTranslation } from '@arara/i18n';
import { useSession } from '@arara/session';
import { Alert, Button, toast } from '@arara/ui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { stopActingAsIfActing } from '@/api/stop-acting-as';

/** While an admin acts as a user, every dashboard page says so, with a way out. */
export function ActingAsBanner() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const actingAs = useSession((state) => state.actingAs);
  const [isStopping, setIsStopping] = useState(false);
  if (!actingAs) return null;

  const onStop = async () => {
    setIsStopping(true);
    if (!(await stopActingAsIfActing())) toast.error(t('actingAs.stopError'));
    setIsStopping(false);
    navigate('/admin/users');
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('actingAs.banner', {
        name: actingAs.user.name,
        email: actingAs.user.email,
        merchant: actingAs.merchant.name,
      })}
      action={
        <Button danger loading={isStopping} onClick={() => void onStop()}>
          {t('actingAs.stop')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
