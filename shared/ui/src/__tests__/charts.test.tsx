import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DailyMoneyChart, DonutChart } from '../charts';

// jsdom lays nothing out: this observer tells the chart its container is 600 px wide, as a
// browser would, so that it draws.
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [
        {
          target,
          contentRect: { width: 600, height: 240, top: 0, left: 0 },
        } as ResizeObserverEntry,
      ],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const stubObserver = globalThis.ResizeObserver;
setupSuiteI18n(['common']);
beforeAll(() => {
  globalThis.ResizeObserver = SizedResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = stubObserver;
});

type Day = { date: string; inAmount: number; outAmount: number };
const DAYS: Day[] = [
  { date: '2026-03-01', inAmount: 150_000, outAmount: 20_000 },
  { date: '2026-03-02', inAmount: 0, outAmount: 99_990 },
  { date: '2026-03-03', inAmount: 1_234_56, outAmount: 0 },
];
const SERIES = [
  { field: 'inAmount', label: 'Received', color: '#0a0' },
  { field: 'outAmount', label: 'Sent', color: '#a00' },
] as const;

/** The drawing, once the chart has measured its container (the next animation frame). */
const drawing = (name: string) => screen.findByRole('application', { name });

/** Moves the pointer over the plot at `x` px from its left edge. */
async function pointAt(x: number) {
  const plot = (await drawing('Pix per day')).querySelector('rect[fill="transparent"]');
  if (!plot) throw new Error('no plot area');
  plot.getBoundingClientRect = () => ({ left: 0, top: 0, width: 504, height: 204 }) as DOMRect;
  fireEvent.mouseMove(plot, { clientX: x, clientY: 50 });
}

describe('DailyMoneyChart', () => {
  test('draws one bar per series and day, with the days and compact reais on the axes', async () => {
    render(
      <DailyMoneyChart days={DAYS} series={SERIES} kind="bars" label="Pix per day" height={240} />,
    );

    const chart = await drawing('Pix per day');
    expect(chart.querySelectorAll('rect.visx-bar')).toHaveLength(6);
    expect(chart).toHaveTextContent('03/01');
    expect(chart).toHaveTextContent('03/03');
    for (const tick of ['R$0', 'R$500', 'R$1K', 'R$1.5K']) expect(chart).toHaveTextContent(tick);
    expect(chart).not.toHaveTextContent('R$500.0');
  });

  test('the day under the pointer shows its date and each amount', async () => {
    render(
      <DailyMoneyChart days={DAYS} series={SERIES} kind="bars" label="Pix per day" height={240} />,
    );

    await pointAt(260); // the middle day of three on a 504 px plot
    expect(await screen.findByText('Received: R$0.00')).toBeVisible();
    expect(screen.getByText('Sent: R$999.90')).toBeVisible();

    fireEvent.mouseLeave(
      screen.getByRole('application').querySelector('rect[fill="transparent"]') as Element,
    );
    expect(screen.queryByText('Sent: R$999.90')).not.toBeInTheDocument();
  });

  test('in Portuguese the axes and the tooltip read the Brazilian way', async () => {
    await switchLanguage('pt-BR');
    render(
      <DailyMoneyChart days={DAYS} series={SERIES} kind="bars" label="Pix per day" height={240} />,
    );

    expect(await drawing('Pix per day')).toHaveTextContent('01/03');
    await pointAt(500);
    expect(await screen.findByText(/^Received: R\$\s1\.234,56$/)).toBeVisible();
    expect(screen.getByText('03/03/2026')).toBeVisible();
  });

  test('an area chart draws its line, and the legend names the series when asked', async () => {
    render(
      <DailyMoneyChart
        days={DAYS}
        series={[SERIES[0]]}
        kind="area"
        label="Pix per day"
        height={240}
        legend
      />,
    );

    expect((await drawing('Pix per day')).querySelector('path.visx-linepath')).not.toBeNull();
    expect(screen.getByText('Received')).toBeVisible();
  });

  test('the keyboard reads the days one at a time, and a screen reader hears each one', async () => {
    const user = userEvent.setup();
    render(
      <DailyMoneyChart days={DAYS} series={SERIES} kind="bars" label="Pix per day" height={240} />,
    );
    await drawing('Pix per day');

    // Tab in: the latest day.
    await user.tab();
    expect(screen.getByRole('application', { name: 'Pix per day' })).toHaveFocus();
    expect(screen.getByText('Received: R$1,234.56')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '3/3/26; Received: R$1,234.56; Sent: R$0.00',
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Sent: R$999.90')).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent('3/1/26; Received: R$1,500.00');
    await user.keyboard('{ArrowLeft}'); // nothing before the first day
    expect(screen.getByRole('status')).toHaveTextContent('3/1/26');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('3/3/26');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Received: R$1,234.56')).not.toBeInTheDocument();
    expect(screen.getByRole('application')).toHaveAccessibleDescription(
      'Arrow keys: the amounts of one day at a time',
    );
  });
});

describe('DonutChart', () => {
  test('one slice per category worth something, named with its amount under the pointer', async () => {
    render(
      <DonutChart
        slices={[
          { key: 'food', label: 'Food', value: 3_000, color: '#0a0' },
          { key: 'travel', label: 'Travel', value: 0, color: '#00a' },
          { key: 'fuel', label: 'Fuel', value: 1_000, color: '#a00' },
        ]}
        label="Spending per category"
        size={240}
        innerRadius={60}
        format={(cents) => `${cents / 100} reais`}
      />,
    );

    const slices = screen
      .getByRole('img', { name: 'Spending per category' })
      .querySelectorAll('path');
    expect(slices).toHaveLength(2);
    fireEvent.mouseMove(slices[1] as Element);
    expect(await screen.findByText('Fuel: 10 reais')).toBeVisible();
  });
});
