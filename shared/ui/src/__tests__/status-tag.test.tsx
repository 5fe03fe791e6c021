import { render, screen } from '@testing-library/react';
import { setupI18n } from '@arara/test-utils/i18n';
import { StatusTag, type StatusTagKind } from '../data';

const ACCOUNT: StatusTagKind<'active' | 'blocked'> = {
  namespace: 'accounts',
  keyPrefix: 'statuses',
  colors: { active: 'green', blocked: 'error' },
};

beforeAll(() => setupI18n(['common', 'accounts']));

test.each([
  ['active', 'Active', 'ant-tag-green'],
  ['blocked', 'Blocked', 'ant-tag-error'],
] as const)('status %s reads %s in the colour of its map', (status, text, colorClass) => {
  render(<StatusTag kind={ACCOUNT} status={status} />);

  const tag = screen.getByText(text);
  expect(tag.closest('.ant-tag')).toHaveClass(colorClass);
});
