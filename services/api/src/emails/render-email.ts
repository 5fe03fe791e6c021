import type { TLanguage } from '@arara/contracts';
import en from '@arara/locales/en/email.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/email.json' with { type: 'json' };
import { escapeHtml, neutraliseLinks } from './html';

type EmailTexts = typeof en;
// Typed as the English file: a key missing in pt-BR fails the typecheck.
const texts: Record<TLanguage, EmailTexts> = { en, 'pt-BR': ptBR };

export type EmailTemplate = 'verifyEmail' | 'resetPassword' | 'twoFactor' | 'invitation';

export type RenderedEmail = { subject: string; text: string; html: string };

/** Replaces `{{name}}`-style placeholders (the i18next syntax of the other locale files). */
const interpolate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);

/**
 * The e-mail for a one-time link, in the user's language: a plain-text part and a simple HTML
 * part whose interpolated values are escaped.
 */
export function renderEmail(
  template: EmailTemplate,
  language: TLanguage,
  values: { name: string; link: string } & Record<string, string>,
): RenderedEmail {
  const t = texts[language];
  const source = t[template];
  // Every value but the link is the users' own text: it must not read as a link.
  const named = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      key === 'link' ? value : neutraliseLinks(value),
    ]),
  );
  // The body texts may name more values than the greeting (an invitation's merchants, role).
  const body = { ...source, intro: interpolate(source.intro, named) };
  const name = named.name ?? '';
  const greeting = interpolate(t.greeting, { name });
  const escapedGreeting = interpolate(escapeHtml(t.greeting), { name: escapeHtml(name) });
  const link = escapeHtml(values.link);
  const anchor = (label: string) =>
    `<a href="${link}" target="_blank" rel="noopener noreferrer">${label}</a>`;

  const text = [
    greeting,
    '',
    body.intro,
    '',
    `${body.action}: ${values.link}`,
    '',
    body.expiry,
    body.ignore,
    '',
    `— ${t.signature}`,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(body.subject)}</title>
</head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; margin: 0; padding: 24px;">
<p>${escapedGreeting}</p>
<p>${escapeHtml(body.intro)}</p>
<p style="margin: 24px 0;"><strong>${anchor(escapeHtml(body.action))}</strong></p>
<p style="font-size: 14px;">${escapeHtml(t.linkFallback)}<br>${anchor(link)}</p>
<p style="font-size: 14px;">${escapeHtml(body.expiry)}<br>${escapeHtml(body.ignore)}</p>
<p>— ${escapeHtml(t.signature)}</p>
</body>
</html>
`;

  return { subject: body.subject, text, html };
}
