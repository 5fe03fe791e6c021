import { useCurrentMerchant } from '@arara/session/me';
import type { TStatementEntryDetail } from '@arara/contracts';
import { RoutePage } from '@arara/ui/page';
import { textFor, useTranslation } from '@arara/i18n';
import { Button, Flex, PendingIndicator } from '@arara/ui/core';
import { DEFAULT_TIME_ZONE, Descriptions, formatDateTime, moneyItem } from '@arara/ui/data';
import { ArrowLeftOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MovementMethodText, MovementTypeTag } from '@/components/movement-type-tag';
import { QueryView } from '@arara/ui/page';
import { statementEntryQueryOptions } from '../api/get-statement-entry';

const STATEMENT_PATH = '/accounts/extract';

/** The list the user came from (filters and page kept), else the statement's first page. */
function useBackTo(): string {
  const { state } = useLocation();
  const backTo: unknown =
    state && typeof state === 'object' && 'backTo' in state ? state.backTo : undefined;
  // Only a path of this app: the state could come from anywhere that links here.
  return typeof backTo === 'string' && /^\/accounts\//.test(backTo) ? backTo : STATEMENT_PATH;
}

/** /accounts/extract/:id: one statement line with its virtual account and bank account. */
export function StatementEntryPage() {
  const { id = '' } = useParams();
  const { merchantId } = useCurrentMerchant();
  return (
    <RoutePage
      namespace="accounts"
      spec={{
        titleKey: 'extractEntry.title',
        parents: [{ titleKey: 'extract.title', path: STATEMENT_PATH }],
      }}
    >
      {merchantId === null ? (
        <PendingIndicator />
      ) : (
        <StatementEntryView key={merchantId} merchantId={merchantId} entryId={id} />
      )}
    </RoutePage>
  );
}

function StatementEntryView({ merchantId, entryId }: { merchantId: string; entryId: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const backTo = useBackTo();
  const query = useQuery(statementEntryQueryOptions(merchantId, entryId));
  return (
    <QueryView
      query={query}
      notFound={{
        title: t('statement.entry.notFound'),
        backTo: STATEMENT_PATH,
        backLabel: t('statement.entry.back'),
      }}
    >
      {(entry) => (
        <Flex vertical gap={16} align="flex-start">
          <EntryDescriptions entry={entry} />
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
            {t('statement.entry.back')}
          </Button>
        </Flex>
      )}
    </QueryView>
  );
}

function EntryDescriptions({ entry }: { entry: TStatementEntryDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const { bankAccount } = entry;
  const field = (key: string) => textFor(t)(`statement.entry.fields.${key}`);
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      style={{ width: '100%' }}
      items={[
        moneyItem('amount', field('amount'), entry.amount, { signed: true, strong: true }),
        { key: 'type', label: field('type'), children: <MovementTypeTag type={entry.type} /> },
        { key: 'reference', label: field('reference'), children: entry.reference ?? '—' },
        { key: 'description', label: field('description'), children: entry.description ?? '—' },
        {
          key: 'date',
          label: field('date'),
          children: formatDateTime(entry.createdAt, i18n.language, DEFAULT_TIME_ZONE),
        },
        {
          key: 'method',
          label: field('method'),
          children: <MovementMethodText method={entry.method} />,
        },
        moneyItem('balanceAfter', field('balanceAfter'), entry.balanceAfter),
        {
          key: 'virtualAccount',
          label: field('virtualAccount'),
          children: (
            <Link to={`/accounts/virtual/${encodeURIComponent(entry.virtualAccountId)}`}>
              {entry.virtualAccountLabel}
            </Link>
          ),
        },
        {
          key: 'bank',
          label: field('bank'),
          children: `${bankAccount.bankCode} · ${bankAccount.bankName}`,
        },
        { key: 'holder', label: field('holder'), children: bankAccount.holderName },
        { key: 'branch', label: field('branch'), children: bankAccount.branchNumber },
        { key: 'account', label: field('account'), children: bankAccount.accountNumber },
        // The id the CSV ("Entry ID") and OFX (FITID) files carry, for reconciliation.
        { key: 'id', label: field('id'), children: entry.id },
      ]}
    />
  );
}
