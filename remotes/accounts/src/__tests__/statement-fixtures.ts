import type {
  TStatementEntry,
  TStatementEntryDetail,
  TStatementPage,
  TVirtualAccountDetail,
} from '@arara/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchCall, jsonResponse } from '@arara/test-utils/fetch';
import { MERCHANT_ID } from '@arara/test-utils/render';

/** Noon in São Paulo on 2026-11-22: "last 7 days" is 2026-11-16 … 2026-11-22. */
export const NOW = new Date('2026-11-22T15:00:00.000Z');

/** Only Date is frozen: antd, react-query and user-event keep their real timers. */
export function freezeClock() {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export const STATEMENT_PATH = `/merchants/${MERCHANT_ID}/statement`;
export const VIRTUAL_ACCOUNTS_PATH = `/merchants/${MERCHANT_ID}/virtual-accounts`;

const BANK_ACCOUNT = {
  id: 'ba-1',
  providerId: 'celcoin',
  holderName: 'Arara Demo Comércio Ltda',
  bankCode: '509',
  bankName: 'Celcoin',
  branchNumber: '0001',
  accountNumber: '123456-7',
  accountType: 'checking',
} as const;

function virtualAccount(id: string, label: string, isDefault: boolean): TVirtualAccountDetail {
  return {
    id,
    label,
    type: isDefault ? 'main' : 'reserve',
    currency: 'BRL',
    balance: 523456,
    blockedBalance: 0,
    availableBalance: 523456,
    bankAccountId: BANK_ACCOUNT.id,
    merchantId: MERCHANT_ID,
    isDefault,
    status: 'active',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    bankAccount: BANK_ACCOUNT,
  };
}

export const MAIN_ACCOUNT = virtualAccount('va-main', 'Main account', true);
export const RESERVE_ACCOUNT = virtualAccount('va-reserve', 'Reserve account', false);

/** Newest first, as the API sends them. */
export const DEPOSIT: TStatementEntry = {
  id: '1042',
  entryId: '7001',
  reference: 'PIX-0001',
  description: 'Customer payment',
  amount: 123456,
  type: 'deposit',
  method: 'external',
  createdAt: '2026-11-20T13:30:00.000Z',
  virtualAccountId: MAIN_ACCOUNT.id,
  virtualAccountLabel: MAIN_ACCOUNT.label,
  balanceAfter: 523456,
};
export const FEE: TStatementEntry = {
  id: '1041',
  entryId: '7000',
  reference: null,
  description: 'Monthly fee',
  amount: -1250,
  type: 'fee',
  method: 'internal',
  createdAt: '2026-11-19T12:00:00.000Z',
  virtualAccountId: RESERVE_ACCOUNT.id,
  virtualAccountLabel: RESERVE_ACCOUNT.label,
  balanceAfter: 400000,
};
export const OLD_WITHDRAWAL: TStatementEntry = {
  id: '977',
  entryId: '6500',
  reference: 'TED-77',
  description: 'To the bank',
  amount: -50000,
  type: 'withdrawal',
  method: 'external',
  createdAt: '2026-11-17T18:00:00.000Z',
  virtualAccountId: MAIN_ACCOUNT.id,
  virtualAccountLabel: MAIN_ACCOUNT.label,
  balanceAfter: 401250,
};

export const ENTRY_DETAIL: TStatementEntryDetail = { ...DEPOSIT, bankAccount: BANK_ACCOUNT };

/** Page 1 (no cursor) then page 2 (cursor 1041), whatever the filters. */
export const PAGES: Record<string, TStatementPage> = {
  first: { items: [DEPOSIT, FEE], nextCursor: FEE.id },
  [FEE.id]: { items: [OLD_WITHDRAWAL], nextCursor: null },
};

/**
 * The statement API as the page reads it: the page of the `cursor` (the first by default) and the
 * merchant's two accounts; undefined for any other path.
 */
export function statementApi(path: string, url: URL): Response | undefined {
  if (path === STATEMENT_PATH) {
    return jsonResponse(200, PAGES[url.searchParams.get('cursor') ?? 'first'] ?? PAGES.first);
  }
  if (path === VIRTUAL_ACCOUNTS_PATH) {
    return jsonResponse(200, { items: [MAIN_ACCOUNT, RESERVE_ACCOUNT] });
  }
  return undefined;
}

/** The query strings of the statement list requests sent so far. */
export function statementQueries(calls: FetchCall[]): URLSearchParams[] {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === `/api${STATEMENT_PATH}`)
    .map((url) => url.searchParams);
}

/** A query string as a sorted list of pairs, for order-independent comparisons. */
export const pairs = (params: URLSearchParams | string): [string, string][] =>
  [...new URLSearchParams(params).entries()].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );

/**
 * Chooses an option of a select by its accessible name: a native one (`PlainSelect`, the period
 * filter) by selecting it, antd's by opening it and clicking the option.
 */
export async function choose(comboboxName: string, option: string) {
  const select = screen.getByRole('combobox', { name: comboboxName });
  if (select instanceof HTMLSelectElement) {
    await userEvent.selectOptions(select, option);
    return;
  }
  await userEvent.click(select);
  // antd renders an accessible list next to the visible options; click a visible one.
  const popup = (await screen.findByRole('listbox')).parentElement as HTMLElement;
  await userEvent.click(await within(popup).findByTitle(option));
}
