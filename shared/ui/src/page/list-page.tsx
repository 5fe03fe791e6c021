import { textFor, type TextNamespace, useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Button } from '@arara/ui/core';
import { PlusOutlined } from '@arara/ui/layout';
import { type ComponentType, type ReactNode, useState } from 'react';
import type { DrawerControls } from '../form/form-drawer';
import { MerchantPage } from './merchant-page';
import type { PageSpec } from './route-page';

/** A permission of the current merchant's role (`can`). */
type Permission = Parameters<ReturnType<typeof useCurrentMerchant>['can']>[0];

/** What a list page hands to its create drawer. */
export type CreateDrawerProps<TCreated> = DrawerControls & {
  merchantId: string;
  onCreated: (created: TCreated) => void;
};

export type ListPageProps<TCreated> = {
  /** The i18n namespace of the remote that renders the page (its title keys). */
  namespace: TextNamespace;
  /** The page's texts; `newKey` is the "new" button's. */
  spec: PageSpec & { newKey: string };
  /** Who may create: without it, neither the "new" button nor the drawer is there. */
  createPermission: Permission;
  /** The create drawer, opened by the "new" button. */
  createDrawer: ComponentType<CreateDrawerProps<TCreated>>;
  /** What follows a creation (open the new record); the drawer closes itself or is closed here. */
  onCreated?: (created: TCreated, controls: DrawerControls) => void;
  /** The list (tabs, table) for the current merchant. */
  children: (merchantId: string) => ReactNode;
};

/**
 * A list page of a merchant's records: the page frame with a "new" button for who may create,
 * the list, and the create drawer the button opens.
 */
export function ListPage<TCreated>({
  namespace,
  spec,
  createPermission,
  createDrawer: CreateDrawer,
  onCreated,
  children,
}: ListPageProps<TCreated>) {
  // The spec's keys are data (each app's page table), checked against the locales at run time.
  const t = textFor(useTranslation(namespace).t);
  const { can } = useCurrentMerchant();
  const [isCreating, setIsCreating] = useState(false);
  const canCreate = can(createPermission);
  const controls = { open: isCreating, onClose: () => setIsCreating(false) };
  return (
    <MerchantPage
      namespace={namespace}
      spec={spec}
      extra={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t(spec.newKey)}
          </Button>
        ) : null
      }
    >
      {(merchantId) => (
        <>
          {children(merchantId)}
          {canCreate ? (
            <CreateDrawer
              merchantId={merchantId}
              {...controls}
              onCreated={(created) => onCreated?.(created, controls)}
            />
          ) : null}
        </>
      )}
    </MerchantPage>
  );
}
