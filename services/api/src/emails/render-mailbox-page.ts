import type { TMailboxMessage } from '@arara/contracts';
import { escapeHtml } from './html';

const renderMessage = (message: TMailboxMessage): string => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></dd>
<dt>Transport</dt><dd>${escapeHtml(message.transport)}</dd>
</dl>
<iframe title="${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;

/**
 * The development mailbox as a page. Each e-mail's HTML is shown in a sandboxed frame (its own
 * document, no scripts); its links open in a new tab.
 */
export function renderMailboxPage(messages: TMailboxMessage[], to: string | undefined): string {
  const heading = to ? `Mailbox of ${to}` : 'Mailbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · Arara API (development)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 16px; }
article { border: 1px solid; border-radius: 8px; margin: 16px 0; padding: 16px; }
h2 { font-size: 1.15rem; margin: 0 0 8px; }
dl { display: grid; gap: 2px 12px; grid-template-columns: max-content 1fr; margin: 0 0 12px; }
dt { font-weight: 600; }
dd { margin: 0; }
iframe { border: 1px solid; border-radius: 4px; height: 420px; width: 100%; }
</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
<p>E-mails the API sent or would have sent, newest first (at most 100). JSON: <a href="/dev/mailbox">/dev/mailbox</a>. Filter with <code>?to=address</code>. Not available in production.</p>
${messages.length > 0 ? messages.map(renderMessage).join('\n') : '<p>No messages.</p>'}
</body>
</html>
`;
}
