#!/usr/bin/env node
/**
 * Rewrites references to the product spec ("Spec" and a section number) and to the sibling shared/
 * folder in comments and docs into references inside the repository:
 * `docs/requirements/<file>.md "<heading>"` (or docs/architecture.md). Idempotent: its output
 * holds no such reference, so a second run changes nothing. Locale texts are not touched.
 *
 *   node scripts/codemods/spec-references.mjs          rewrite, list the files changed
 *   node scripts/codemods/spec-references.mjs --check  exit 1 if a reference is left
 *
 * A reference it cannot place is printed and left as it is: add a keyword to SECTIONS below.
 * (The section sign is written \u00a7 here so this file does not match what it looks for.)
 */
import { ROOT, repoFiles, rewriteFiles } from './lib.mjs';

const S = '\u00a7';
const ref = (file, heading) => `docs/requirements/${file}.md "${heading}"`;
const areaOfApp = {
  payments: 'payments',
  accounts: 'accounts-and-statement',
  documents: 'documents',
  compliance: 'compliance',
  developer: 'developer',
  admin: 'admin',
};

/** Several references in one breath, and possessives: rewritten whole, before anything else. */
const PHRASES = [
  [
    `spec #2 /initiation/qrcodes, #3 "QR code", #4 statuses`,
    `${ref('payments', 'QR codes')} and "QR code statuses"`,
  ],
  [
    `spec #2 \`/counterparties/\` and \`/{id}\`, #3 "Counterparty"`,
    ref('payments', 'Counterparties'),
  ],
  [`spec #2 /counterparties, #3 "Counterparty"`, ref('payments', 'Counterparties')],
  [
    `spec #3 "Pix key", "Card"`,
    `${ref('accounts-and-statement', 'Pix key')}, ${ref('cards', 'Card')}`,
  ],
  [`spec #2 /withdrawal): from`, `${ref('payments', 'Withdrawal')}): from`],
  [
    `with the fee of spec #3 "Bank account fee"`,
    `with the fee of ${ref('payments', 'Bank account fee')}`,
  ],
  [`spec #8's failure text`, `the failure text of ${ref('payments', 'Transfer failure')}`],
  [
    `spec #5's "at least one amount, both allowed"`,
    `the "at least one amount, both allowed" rule of ${ref('payments', 'Bank account fee')}`,
  ],
  [`not in spec #3's list`, `not in the list of ${ref('payments', 'Counterparties')}`],
  [`every field of spec #3`, `every field of ${ref('payments', 'QR codes')}`],
  [
    `Every library of ARCHITECTURE #3`,
    `Every library of docs/architecture.md "Module Federation contract"`,
  ],
  [`(spec #3\n  "Statement entry")`, `(${ref('accounts-and-statement', 'Statement entry')})`],
  [`has the spec #9 settings`, `has the settings of ${ref('ui-conventions', 'Notifications')}`],
  [`Bank account fee (spec #3)`, `Bank account fee (${ref('payments', 'Bank account fee')})`],
  [
    `Spec #2 add-Pix-key drawer:`,
    `The add-Pix-key drawer (${ref('accounts-and-statement', 'Pix key')}):`,
  ],
].flatMap(([from, to]) => {
  const text = from.replaceAll('#', S);
  const variants = [text];
  if (text.startsWith('spec ')) variants.push(`S${text.slice(1)}`);
  return variants.map((variant) => [variant, to]);
});

/** §3 "<entity>" → its heading. */
const ENTITIES = {
  Document: ref('documents', 'Document'),
  Counterparty: ref('payments', 'Counterparties'),
  'Bank account fee': ref('payments', 'Bank account fee'),
  'Bank account': ref('accounts-and-statement', 'Bank account'),
  'Virtual account': ref('accounts-and-statement', 'Virtual account'),
  'Pix key': ref('accounts-and-statement', 'Pix key'),
  Card: ref('cards', 'Card'),
  'Movement types': ref('accounts-and-statement', 'Movement types'),
  'Statement entry': ref('accounts-and-statement', 'Statement entry'),
  'Balance summary': ref('accounts-and-statement', 'Balance summary'),
  'QR code': ref('payments', 'QR codes'),
};

/** §2 /<route> → its heading (longest route first). */
const ROUTES = [
  ['/pix/{id_transaction}', ref('payments', 'Public Pix page')],
  ['/initiation/open-finance', ref('payments', 'Open finance')],
  ['/initiation/qrcodes', ref('payments', 'QR codes')],
  ['/between-accounts', ref('payments', 'Between accounts')],
  ['/counterparties', ref('payments', 'Counterparties')],
  ['/withdrawal', ref('payments', 'Withdrawal')],
  ['/pix', ref('payments', 'Pix transfer')],
];

/**
 * Per spec section: [what the line says (lower case), where it now lives]; the first that
 * matches wins, `null` matches anything. The old section numbers: 1 product, 2 screens and
 * routes, 3 entities, 4 states, 5 validation, 6 roles, 7 calls, 8 errors, 9 constants.
 */
const SECTIONS = {
  1: [
    [/brl/, ref('ui-conventions', 'Currencies')],
    [null, ref('ui-conventions', 'Languages')],
  ],
  2: [
    [
      /sidebar/,
      (file) =>
        file.startsWith('remotes/admin/')
          ? ref('admin', 'Admin sidebar')
          : ref('merchants-and-team', 'Merchant sidebar'),
    ],
    [/error screen|rendering-failure/, ref('ui-conventions', 'Error screens')],
    [/two-factor|signs the user in|\/login/, ref('identity-and-access', 'Public routes')],
    [/expense categor/, ref('cards', 'Expense categories')],
    [/fixed amount/, ref('payments', 'Pix transfer')],
    [/qr code/, ref('payments', 'QR codes')],
    [/pix-key|pix key/, ref('accounts-and-statement', 'Pix key')],
    [
      / home|infractions tab/,
      (_file, line) =>
        line.includes('infractions')
          ? ref('accounts-and-statement', 'Virtual account')
          : ref('accounts-and-statement', 'Home'),
    ],
    [/virtual account/, ref('accounts-and-statement', 'Virtual account')],
    [/bank account/, ref('accounts-and-statement', 'Bank account')],
    [
      null,
      (file) => {
        const app = /^remotes\/([^/]+)\//.exec(file)?.[1];
        return areaOfApp[app]
          ? ref(areaOfApp[app], 'Routes')
          : 'docs/requirements/README.md "Areas"';
      },
    ],
  ],
  3: [
    [/localstorage|browser-stored|session data/, ref('identity-and-access', 'Session data')],
    [/bank account types/, ref('accounts-and-statement', 'Bank account')],
    [/balance summary/, ref('accounts-and-statement', 'Balance summary')],
    [/document events/, ref('documents', 'Events')],
    [/reference details|documents? \(|the documents of/, ref('documents', 'Document')],
    [/movement type/, ref('accounts-and-statement', 'Movement types')],
    [/balance summary/, ref('accounts-and-statement', 'Balance summary')],
    [/counterpart/, ref('payments', 'Counterparties')],
    [/qr code/, ref('payments', 'QR codes')],
    [/label|virtual account/, ref('accounts-and-statement', 'Virtual account')],
    [/bank account/, ref('accounts-and-statement', 'Bank account')],
  ],
  4: [
    [/back-office|logged in|session/, ref('identity-and-access', 'Signed-in state')],
    [/stage/, ref('documents', 'Stage statuses')],
    [/payment_documents|entries approved/, ref('documents', 'Document statuses')],
    [/qr code|paid/, ref('payments', 'QR code statuses')],
    [/fee/, ref('payments', 'Bank account fee')],
    [null, ref('documents', 'Document statuses')],
  ],
  5: [
    [/code|before money|held payment/, ref('payments', 'Security dialogs')],
    [/change-password|campo obrigat/, ref('identity-and-access', 'Passwords')],
    [/add-merchant|fill in all fields/, ref('merchants-and-team', 'Merchant switcher')],
    [/email is required|invitation/, ref('merchants-and-team', 'Users and invitations')],
    [/amount/, ref('payments', 'Bank account fee')],
  ],
  6: [[null, ref('identity-and-access', 'Acting as a user')]],
  7: [[null, ref('ui-conventions', 'Data fetching')]],
  8: [
    [/transfer|payment/, ref('payments', 'Transfer failure')],
    [null, ref('ui-conventions', 'Loading messages')],
  ],
  9: [
    [/toaster|bottom-right|4000/, ref('ui-conventions', 'Notifications')],
    [/period|presets/, ref('ui-conventions', 'Period filters')],
    [/router/, ref('ui-conventions', 'Router defaults')],
    [/password/, ref('identity-and-access', 'Passwords')],
    [/two-factor|6 digits/, ref('identity-and-access', 'Two-factor authentication')],
  ],
};

// The folder beside the repository, spelt in two pieces so this file does not cite it.
const SHARED = `${'..'}/shared`;
const SHARED_FILES = [
  [`${SHARED}/ARCHITECTURE.md`, 'docs/architecture.md'],
  [`${SHARED}/spec/dashboard-spec.md`, 'docs/requirements/README.md'],
  [`${SHARED}/STYLE.md`, 'docs/architecture.md'],
  [`${SHARED}/TOOLCHAIN.md`, 'docs/architecture.md'],
];

// "Spec" and a section (or two, "5/9"), then an optional quoted entity or a route.
const REFERENCE = new RegExp(`([Ss])pec ${S}(\\d)(?:/${S}\\d)?(?: "([^"]+)"| (/[\\w/{}-]+))?`, 'g');

const unplaced = [];

function placeReference(file, line, match, section, entity, route) {
  if (section === '3' && entity && ENTITIES[entity])
    return { to: ENTITIES[entity], consumed: true };
  if (section === '2' && route) {
    const found = ROUTES.find(([prefix]) => route.startsWith(prefix));
    if (found) return { to: found[1], consumed: true };
  }
  const lower = line.toLowerCase();
  for (const [test, target] of SECTIONS[section] ?? []) {
    if (test === null || test.test(lower)) {
      return { to: typeof target === 'function' ? target(file, lower) : target, consumed: false };
    }
  }
  unplaced.push(`${file}: ${match}`);
  return null;
}

// A comment that opens with the reference and a few words naming the thing ("Spec", section 2,
// "home: ..."): the words lead, the reference follows in parentheses.
const LEADING = new RegExp(
  `^(\\s*(?:/\\*\\*|\\*|//)\\s*)Spec ${S}(\\d) ([A-Za-z][A-Za-z -]*?)([:.;,]| \\*/| \\()`,
);

function rewriteLeading(line, file) {
  return line.replace(LEADING, (match, open, section, words, close) => {
    const owned = /^routes owned by (\w+)$/.exec(words);
    const target = owned
      ? ref(areaOfApp[owned[1]] ?? 'README', 'Routes')
      : placeReference(file, ` ${words.toLowerCase()} `, match, section)?.to;
    if (!target) return match;
    return `${open}${words[0].toUpperCase()}${words.slice(1)} (${target})${close}`;
  });
}

export function rewriteSpecReferences(text, file) {
  let out = text;
  for (const [from, to] of PHRASES) out = out.replaceAll(from, to);
  for (const [from, to] of SHARED_FILES) out = out.replaceAll(from, to);
  return out
    .split('\n')
    .map((line) => rewriteLeading(line, file))
    .map((line) =>
      line.replace(REFERENCE, (match, _s, section, entity, route) => {
        const placed = placeReference(file, line, match, section, entity, route);
        if (!placed) return match;
        if (placed.consumed) return placed.to;
        // Keep what followed the section number (a quoted name or route we did not consume).
        return placed.to + match.replace(new RegExp(`^[Ss]pec ${S}\\d(?:/${S}\\d)?`), '');
      }),
    )
    .join('\n');
}

/** Files whose comments and docs may cite the spec: code, configs and Markdown; not locales. */
export const SCANNED = ['ts', 'tsx', 'mjs', 'cjs', 'js', 'md', 'json'];
export const SKIPPED = ['locales/', 'pnpm-lock.yaml'];

// A path that starts by climbing once into the sibling shared folder (outside the repository);
// a package's climb of two into the repository's own shared/ is not a match.
export const LEFTOVER = new RegExp(`[Ss]pec ${S}|(?<![./\\w])\\.\\./shared/`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = repoFiles(SCANNED, { exclude: SKIPPED });
  if (process.argv.includes('--check')) {
    const { readFileSync } = await import('node:fs');
    const left = files.filter((file) => LEFTOVER.test(readFileSync(`${ROOT}/${file}`, 'utf8')));
    if (left.length) {
      console.error(`References outside the repository in:\n${left.join('\n')}`);
      process.exit(1);
    }
  } else {
    const own = ['scripts/codemods/', 'scripts/checks/'];
    const changed = rewriteFiles(
      files.filter((file) => !own.some((dir) => file.startsWith(dir))),
      rewriteSpecReferences,
    );
    console.log(
      `${changed.length} files rewritten${changed.length ? `:\n${changed.join('\n')}` : ''}`,
    );
    if (unplaced.length) {
      console.error(`Left as they were (no heading for them):\n${unplaced.join('\n')}`);
      process.exitCode = 1;
    }
  }
}
