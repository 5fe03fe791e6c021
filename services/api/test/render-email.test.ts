import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderEmail } from '../src/emails/render-email';

const LINK = 'http://app.test/accept-invitation?token=abc';

describe('e-mails: names users chose never become links', () => {
  const email = renderEmail('invitation', 'en', {
    name: 'ana@example.com',
    link: LINK,
    inviter: 'http://x',
    merchants: 'www.evil.com, <b>Loja</b>',
    role: 'owner',
  });

  test('a merchant named "www.evil.com" or an inviter "http://x" is not a link', () => {
    for (const part of [email.text, email.html]) {
      assert.ok(!part.includes('www.evil.com'), part);
      assert.ok(!part.includes('http://x'), part);
    }
    // The only links are the invitation's own.
    const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    assert.deepEqual(
      hrefs,
      [LINK, LINK].map((link) => link.replace(/&/g, '&amp;')),
    );
    assert.ok(!email.html.includes('<b>'), email.html);
  });

  test('they still read the same', () => {
    const visible = email.text.replace(/\u200B/g, '');
    assert.ok(visible.includes('http://x invited you to join www.evil.com, <b>Loja</b>'), visible);
    assert.ok(email.text.includes(LINK), 'the invitation link itself is intact');
  });
});
