import { Readable } from 'node:stream';
import {
  AppErrorCode,
  type TLanguage,
  ZBankAccountDetail,
  ZBankAccountParams,
  ZBankAccountsResponse,
  ZCreateVirtualAccountRequest,
  ZHomeQuery,
  ZHomeResponse,
  ZMerchantParams,
  ZStatementEntryDetail,
  ZStatementEntryParams,
  ZStatementExportQuery,
  ZStatementPage,
  ZStatementQuery,
  ZUpdateVirtualAccountRequest,
  ZVirtualAccountDetail,
  ZVirtualAccountParams,
  ZVirtualAccountsQuery,
  ZVirtualAccountsResponse,
} from '@arara/contracts';
import en from '@arara/locales/en/exports.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/exports.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { AppError } from '../../lib/app-error';
import { requireMembership } from '../../plugins/merchant-access';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import {
  changeVirtualAccount,
  getBankAccountDetail,
  getHome,
  getStatementEntry,
  getVirtualAccountDetail,
  listVirtualAccountDetails,
  openVirtualAccount,
  toStatementFilter,
} from '../../services/accounts/accounts';
import { statementCsv, statementOfx } from '../../services/accounts/statement-export';
import { addDays, startOfZonedDay, zonedToday } from '../../services/accounts/zoned-time';
import {
  getBalanceHistory,
  getStatementPage,
  streamStatement,
  toBankAccountDto,
  virtualAccountNotFound,
} from '../../services/ledger';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const exportFilenames: Record<TLanguage, string> = {
  en: en.statement.filename,
  'pt-BR': ptBR.statement.filename,
};

/** The file's language: the one asked for, else the merchant's default language. */
async function exportLanguage(
  app: FastifyInstance,
  merchantId: string,
  asked: TLanguage | undefined,
): Promise<TLanguage> {
  if (asked) return asked;
  return (await app.repositories.merchants.findById(merchantId))?.defaultLanguage ?? 'en';
}

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * Bank accounts, virtual accounts, home balances, the statement and its CSV / OFX exports
 * (issue 4). Reads need `merchant.read`, changes `accounts.manage` (docs/permissions.md).
 */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/bank-accounts',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['accounts'],
        summary: 'The merchant’s bank accounts, each with the balance of its virtual accounts',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZBankAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: (
        await createLedgerAccountsRepository(app.db).listBankAccounts(request.params.merchantId)
      ).map(toBankAccountDto),
    }),
  );

  app.get(
    '/merchants/:merchantId/bank-accounts/:bankAccountId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['accounts'],
        summary: 'A bank account with its virtual accounts',
        description: `${scoped} merchant.read. Unknown or another merchant’s id: 404 'Bank account not found'.`,
        security,
        params: ZBankAccountParams,
        response: { 200: ZBankAccountDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getBankAccountDetail(app.db, request.params.merchantId, request.params.bankAccountId),
  );

  app.get(
    '/merchants/:merchantId/virtual-accounts',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['accounts'],
        summary: 'Virtual accounts with balances and their bank account (filters: type, status)',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        querystring: ZVirtualAccountsQuery,
        response: { 200: ZVirtualAccountsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listVirtualAccountDetails(app.db, request.params.merchantId, request.query),
    }),
  );

  app.post(
    '/merchants/:merchantId/virtual-accounts',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['accounts'],
        summary: 'Open a virtual account (label, type, bank account; BRL)',
        description:
          `${scoped} accounts.manage. The bank account must be the merchant’s ` +
          '(400 `fields.bankAccountId` otherwise).',
        security,
        params: ZMerchantParams,
        body: ZCreateVirtualAccountRequest,
        response: { 201: ZVirtualAccountDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await openVirtualAccount(app.db, request.params.merchantId, request.body)),
  );

  app.get(
    '/merchants/:merchantId/virtual-accounts/:virtualAccountId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['accounts'],
        summary: 'A virtual account: balance, blocked, available, bank account',
        description: `${scoped} merchant.read. Unknown or another merchant’s id: 404 'Virtual account not found'.`,
        security,
        params: ZVirtualAccountParams,
        response: { 200: ZVirtualAccountDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getVirtualAccountDetail(app.db, request.params.merchantId, request.params.virtualAccountId),
  );

  app.patch(
    '/merchants/:merchantId/virtual-accounts/:virtualAccountId',
    {
      preHandler: can('accounts.manage'),
      schema: {
        tags: ['accounts'],
        summary: 'Rename a virtual account (only the label can change)',
        description:
          `${scoped} accounts.manage. A different \`type\` or \`currency\` is refused: 400 ` +
          "`fields.type` = 'ledger.errors.typeImmutable' / `fields.currency` = " +
          "'ledger.errors.currencyImmutable'.",
        security,
        params: ZVirtualAccountParams,
        body: ZUpdateVirtualAccountRequest,
        response: { 200: ZVirtualAccountDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeVirtualAccount(
        app.db,
        request.params.merchantId,
        request.params.virtualAccountId,
        request.body,
      ),
  );

  app.get(
    '/merchants/:merchantId/home',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['accounts'],
        summary: 'Home: balance cards, period totals, latest transactions, daily balance history',
        description:
          `${scoped} merchant.read. \`from\`/\`to\`: days YYYY-MM-DD in America/Sao_Paulo, ` +
          'both included, at most 366 days (default: the last 30 days).',
        security,
        params: ZMerchantParams,
        querystring: ZHomeQuery,
        response: { 200: ZHomeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getHome(app.db, request.params.merchantId, request.query),
  );

  app.get(
    '/merchants/:merchantId/statement',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['statement'],
        summary: 'Statement page, newest first (keyset: pass `nextCursor` as `cursor`)',
        description:
          `${scoped} merchant.read. Filters: \`virtualAccountId\`, \`type\` (repeated or ` +
          'comma-separated), `from`/`to` (days in America/Sao_Paulo, both included); ' +
          '`limit` 1–200 (default 50).',
        security,
        params: ZMerchantParams,
        querystring: ZStatementQuery,
        response: { 200: ZStatementPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getStatementPage(app.db, request.params.merchantId, {
        ...toStatementFilter(request.query),
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/merchants/:merchantId/statement/export.csv',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['statement'],
        summary: 'Statement as CSV, streamed (same filters as the statement)',
        description:
          `${scoped} merchant.read. UTF-8 with BOM, CRLF. en: \`,\` separator, decimal point, ` +
          'ISO 8601 dates with offset; pt-BR: `;` separator, decimal comma, dd/mm/yyyy hh:mm:ss ' +
          '(America/Sao_Paulo). `language` defaults to the merchant’s.',
        security,
        params: ZMerchantParams,
        querystring: ZStatementExportQuery,
        response: {
          200: z.any().describe('text/csv; charset=utf-8 (streamed)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { merchantId } = requireMembership(request);
      const filter = toStatementFilter(request.query);
      // Checked before the first byte: a stream cannot turn into a 404 afterwards.
      if (filter.virtualAccountId !== undefined) {
        const account = await createLedgerAccountsRepository(app.db).findVirtualAccount(
          merchantId,
          filter.virtualAccountId,
        );
        if (!account) throw virtualAccountNotFound();
      }
      const language = await exportLanguage(app, merchantId, request.query.language);
      const { from, to } = request.query;
      const name = `${exportFilenames[language]}-${from ?? 'start'}-${to ?? zonedToday()}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(Readable.from(statementCsv(streamStatement(app.db, merchantId, filter), language)));
    },
  );

  app.get(
    '/merchants/:merchantId/statement/export.ofx',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['statement'],
        summary: 'One virtual account’s statement as OFX 1.0.2 (SGML), streamed',
        description:
          `${scoped} merchant.read. \`virtualAccountId\` is required (400 ` +
          "`fields.virtualAccountId` = 'ledger.errors.ofxNeedsAccount'). Windows-1252; one " +
          'STMTTRN per entry (FITID = entry id), BANKACCTFROM from the bank account, LEDGERBAL ' +
          'at the end of the period.',
        security,
        params: ZMerchantParams,
        querystring: ZStatementExportQuery,
        response: {
          200: z.any().describe('application/x-ofx (streamed)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { merchantId } = requireMembership(request);
      const filter = toStatementFilter(request.query);
      if (filter.virtualAccountId === undefined) {
        throw new AppError(AppErrorCode.VALIDATION_ERROR, 'An OFX file is one account', {
          virtualAccountId: 'ledger.errors.ofxNeedsAccount',
        });
      }
      const accounts = createLedgerAccountsRepository(app.db);
      const account = await accounts.findVirtualAccount(merchantId, filter.virtualAccountId);
      const bank = account && (await accounts.findBankAccount(merchantId, account.bankAccountId));
      if (!account || !bank) throw virtualAccountNotFound();
      const language = await exportLanguage(app, merchantId, request.query.language);
      const now = new Date();
      const { from, to } = request.query;
      // The balance at the period's end: that day's closing balance, or the current one.
      const ledgerBalance =
        to === undefined
          ? account.balance
          : ((
              await getBalanceHistory(app.db, merchantId, {
                fromDate: to,
                toDate: to,
                virtualAccountId: account.id,
              })
            )[0]?.balance ?? 0);
      const end = to === undefined ? now : new Date(startOfZonedDay(addDays(to, 1)).getTime() - 1);
      const start = from === undefined ? account.createdAt : startOfZonedDay(from);
      const name = `${exportFilenames[language]}-${from ?? 'start'}-${to ?? zonedToday()}.ofx`;
      const body = statementOfx(streamStatement(app.db, merchantId, filter), {
        bank,
        language,
        start,
        end,
        ledgerBalance,
        now,
      });
      return reply
        .type('application/x-ofx; charset=windows-1252')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
  );

  app.get(
    '/merchants/:merchantId/statement/:entryId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['statement'],
        summary: 'A statement entry with its virtual account and bank account',
        description: `${scoped} merchant.read. Unknown or another merchant’s entry: 404 'Statement entry not found'.`,
        security,
        params: ZStatementEntryParams,
        response: { 200: ZStatementEntryDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getStatementEntry(app.db, request.params.merchantId, request.params.entryId),
  );
};

export default accountsRoutes;
