import { useTranslation } from '@arara/i18n';
import { Flex } from 'antd';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Paragraph, Title } from '@arara/ui/base';

export type BreadcrumbItem = { key: string; title: ReactNode };

type PageFrameProps = {
  title: string;
  breadcrumb: BreadcrumbItem[];
  description?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
};

/**
 * Every routed page: breadcrumb, title (also the document title), actions, content. The
 * breadcrumb is a plain list in the look of antd's (BaseTheme's stylesheet, `.arara-breadcrumb`):
 * antd's brings its Dropdown to every signed-in page (docs/benchmarks.md).
 */
export function PageFrame({ title, breadcrumb, description, extra, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · Arara`;
  }, [title]);
  return (
    <Flex vertical gap={16}>
      <nav aria-label={t('breadcrumb')} className="arara-breadcrumb">
        <ol>
          {breadcrumb.map(({ key, title: itemTitle }, index) => (
            <Fragment key={key}>
              {index > 0 ? <li aria-hidden>/</li> : null}
              <li aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}>
                {itemTitle}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div>
          <Title level={2}>{title}</Title>
          {description ? (
            <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {description}
            </Paragraph>
          ) : null}
        </div>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
