import { Breadcrumb, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';

export type BreadcrumbItem = { key: string; title: ReactNode };

type PageFrameProps = {
  title: string;
  breadcrumb: BreadcrumbItem[];
  description?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
};

/** Every routed page: breadcrumb, title (also the document title), actions, content. */
export function PageFrame({ title, breadcrumb, description, extra, children }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · Arara`;
  }, [title]);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={breadcrumb.map(({ key, title: itemTitle }) => ({ key, title: itemTitle }))}
      />
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {description ? (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {description}
            </Typography.Paragraph>
          ) : null}
        </div>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
