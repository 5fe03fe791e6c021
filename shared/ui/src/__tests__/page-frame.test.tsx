import { render, screen, within } from '@testing-library/react';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { PageFrame } from '../layout';

beforeAll(() => setupI18n(['common']));
afterEach(() => switchLanguage('en'));

function Frame() {
  return (
    <PageFrame
      title="Conta principal"
      description="One of your virtual accounts."
      breadcrumb={[
        { key: 'home', title: <a href="/">Home</a> },
        { key: 'virtual', title: <a href="/accounts/virtual">Virtual accounts</a> },
        { key: 'account', title: 'Conta principal' },
      ]}
    >
      <p>content</p>
    </PageFrame>
  );
}

test('shows the breadcrumb in order, the current page last, then the title and content', () => {
  render(<Frame />);

  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const items = within(trail).getAllByRole('listitem');
  // The separators are hidden from assistive technology: three items are read.
  expect(items.map((item) => item.textContent)).toEqual([
    'Home',
    'Virtual accounts',
    'Conta principal',
  ]);
  expect(within(trail).getByRole('link', { name: 'Virtual accounts' })).toHaveAttribute(
    'href',
    '/accounts/virtual',
  );
  expect(items[2]).toHaveAttribute('aria-current', 'page');
  expect(items[0]).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { level: 2, name: 'Conta principal' })).toBeVisible();
  expect(screen.getByText('One of your virtual accounts.')).toBeVisible();
  expect(document.title).toBe('Conta principal · Arara');
});

test('names the breadcrumb in Portuguese', async () => {
  await switchLanguage('pt-BR');
  render(<Frame />);

  expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toBeVisible();
});
