import { AppErrorCode, type TLanguage, type TStatementExportQuery } from '@arara/contracts';
import en from '@arara/locales/en/exports.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/exports.json' with { type: 'json' };
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import {
  getBalanceHistory,
  streamStatement,
  virtualAccountNotFound,
  requireVirtualAccount,
} from '../ledger';
import { type ExportFile, exportLanguage } from '../exports/csv-file';
import { toStatementFilter } from './get-statement';
import { statementCsv, statementOfx } from './statement-export';
import { addDays, startOfZonedDay, zonedToday } from '../../lib/zoned-time';

type ExportDeps = Pick<ServiceDeps, 'db' | 'repositories'>;
/** The parsed export query (`type` already a list). */
type ExportQuery = Omit<TStatementExportQuery, 'type'> & { type?: string[] | undefined };
/** A statement file: its name (in the file's language) and its chunks, streamed. */
export type StatementFile = ExportFile;

const exportFilenames: Record<TLanguage, string> = {
  en: en.statement.filename,
  'pt-BR': ptBR.statement.filename,
};

const filename = (language: TLanguage, query: ExportQuery, extension: 'csv' | 'ofx') =>
  `${exportFilenames[language]}-${query.from ?? 'start'}-${query.to ?? zonedToday()}.${extension}`;

/** The statement as CSV (en or pt-BR number and date formats), every filter of the screen. */
export async function exportStatementCsv(
  deps: ExportDeps,
  merchantId: string,
  query: ExportQuery,
): Promise<StatementFile> {
  const filter = toStatementFilter(query);
  // Checked before the first byte: a stream cannot turn into a 404 afterwards.
  if (filter.virtualAccountId !== undefined) {
    await requireVirtualAccount(
      deps.repositories.ledgerAccounts,
      merchantId,
      filter.virtualAccountId,
    );
  }
  const language = await exportLanguage(deps, merchantId, query.language);
  return {
    filename: filename(language, query, 'csv'),
    body: statementCsv(streamStatement(deps, merchantId, filter), language),
  };
}

/** One virtual account's statement as OFX, with its closing balance at the period's end. */
export async function exportStatementOfx(
  deps: ExportDeps,
  merchantId: string,
  query: ExportQuery,
  now = new Date(),
): Promise<StatementFile> {
  const filter = toStatementFilter(query);
  if (filter.virtualAccountId === undefined) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'An OFX file is one account', {
      virtualAccountId: 'ledger.errors.ofxNeedsAccount',
    });
  }
  const accounts = deps.repositories.ledgerAccounts;
  const account = await accounts.findVirtualAccount(merchantId, filter.virtualAccountId);
  const bank = account && (await accounts.findBankAccount(merchantId, account.bankAccountId));
  if (!account || !bank) throw virtualAccountNotFound();
  const language = await exportLanguage(deps, merchantId, query.language);
  const { from, to } = query;
  // The balance at the period's end: that day's closing balance, or the current one.
  const ledgerBalance =
    to === undefined
      ? account.balance
      : ((
          await getBalanceHistory(deps, merchantId, {
            fromDate: to,
            toDate: to,
            virtualAccountId: account.id,
          })
        )[0]?.balance ?? 0);
  const end = to === undefined ? now : new Date(startOfZonedDay(addDays(to, 1)).getTime() - 1);
  const start = from === undefined ? account.createdAt : startOfZonedDay(from);
  return {
    filename: filename(language, query, 'ofx'),
    body: statementOfx(streamStatement(deps, merchantId, filter), {
      bank,
      language,
      start,
      end,
      ledgerBalance,
      now,
    }),
  };
}
