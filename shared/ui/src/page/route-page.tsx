import { type TextNamespace, textFor, useTranslation } from '@arara/i18n';
import { PageFrame } from '@arara/ui/layout';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type PageSpec = {
  /** Keys in the namespace of the app that renders the page. */
  titleKey: string;
  descriptionKey?: string;
  /** Breadcrumb between Home and this page. */
  parents?: { titleKey: string; path?: string }[];
};

/** A routed page's frame (shell or remote): breadcrumb from Home, translated title and description. */
export function RoutePage({
  namespace,
  spec,
  title: ownTitle,
  extra,
  children,
}: {
  namespace: TextNamespace;
  spec: PageSpec;
  /** The page's own title (a record's name) instead of the spec's, e.g. a virtual account's label. */
  title?: string;
  /** Page actions, at the right of the title. */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  // The spec's keys are data (each app's page table), checked against the locales at run time.
  const t = textFor(useTranslation([namespace, 'common']).t);
  const title = ownTitle ?? t(spec.titleKey);
  const parents = (spec.parents ?? []).map((parent) => ({
    key: parent.titleKey,
    title: parent.path ? <Link to={parent.path}>{t(parent.titleKey)}</Link> : t(parent.titleKey),
  }));
  return (
    <PageFrame
      title={title}
      extra={extra}
      description={spec.descriptionKey ? t(spec.descriptionKey) : undefined}
      breadcrumb={[
        { key: 'home', title: <Link to="/">{t('common:home')}</Link> },
        ...parents,
        { key: 'current', title },
      ]}
    >
      {children}
    </PageFrame>
  );
}
