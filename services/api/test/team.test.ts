import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  cnpjCheckDigits,
  type TMembershipRole,
  ZApprovalRule,
  ZCreateInvitationsResponse,
  ZInvitationLookupResponse,
  ZMembersResponse,
  ZMerchantDetail,
  ZMeResponse,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { demoMerchants, otherMerchant } from '../src/seeds/seed';
import { invitations, merchants, users } from '../src/db/schema';
import { hashOpaqueToken } from '../src/lib/opaque-token';
import { assertMerchantPermission } from '../src/services/merchants/assert-merchant-permission';
import {
  authed,
  type AuthedCall,
  freshAddress,
  latestLink,
  mailbox,
  signIn,
  TEST_APP_URL,
  tokenOf,
  useTestApp,
} from './helper';
import { EMAILS, MERCHANT_NOT_FOUND, PASSWORD, ROLES } from './member-fixtures';

const MANAGES = new Set<TMembershipRole>(['owner', 'admin']);
const INVALID_INVITATION = {
  error: { code: 'INVALID_TOKEN', message: 'This invitation is invalid or has expired' },
};

/** A CNPJ with valid check digits from a 12-digit base. */
const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;

describe('merchants, team, invitations and approval rules', () => {
  const t = useTestApp();
  const tokens = {} as Record<TMembershipRole, string>;
  let otherToken: string;
  let merchantA: string;
  let merchantB: string;
  let otherMerchantId: string;
  let counter = 0;
  const uniqueEmail = (prefix: string) => `${prefix}.${++counter}@example.com`;

  const as = (role: TMembershipRole, request: AuthedCall) => authed(t.app, tokens[role], request);
  const idOf = async (table: typeof merchants, document: string) => {
    const [row] = await t.app.db.select().from(table).where(eq(table.document, document));
    assert.ok(row);
    return row.id;
  };
  const userId = async (email: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    assert.ok(row, `no user ${email}`);
    return row.id;
  };
  const meOf = async (accessToken: string) =>
    ZMeResponse.parse((await authed(t.app, accessToken, { method: 'GET', url: '/me' })).json());
  /** A verified user who is a `role` member of merchant A, for tests that block or revoke. */
  const addThrowawayMember = async (role: TMembershipRole = 'viewer') => {
    const email = uniqueEmail('throwaway');
    const user = await t.app.repositories.users.create({
      name: 'Tina Temporária',
      email,
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    });
    await t.app.repositories.memberships.add({ userId: user.id, merchantId: merchantA, role });
    return user.id;
  };
  const invite = (role: TMembershipRole, body: object) =>
    as(role, { method: 'POST', url: '/invitations', payload: body });
  const lookup = (token: string) =>
    t.app.inject({ method: 'POST', url: '/invitations/lookup', payload: { token } });
  const accept = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/invitations/accept',
      payload,
      remoteAddress: freshAddress(),
    });
  const inviteAndGetToken = async (email: string, role: TMembershipRole = 'viewer') => {
    const res = await invite('owner', { emails: [email], role, merchantIds: [merchantA] });
    assert.equal(res.statusCode, 200, res.body);
    return tokenOf(await latestLink(t.app, email));
  };

  before(async () => {
    for (const role of ROLES) {
      tokens[role] = (await signIn(t.app, { email: EMAILS[role], password: PASSWORD })).accessToken;
    }
    otherToken = (await signIn(t.app, { email: 'other@arara.dev', password: PASSWORD }))
      .accessToken;
    merchantA = await idOf(merchants, demoMerchants[0].document);
    merchantB = await idOf(merchants, demoMerchants[1].document);
    otherMerchantId = await idOf(merchants, otherMerchant.document);
  });

  describe('every role against every endpoint', () => {
    type MatrixEndpoint = {
      name: string;
      allowed: (role: TMembershipRole) => boolean;
      okStatus: number;
      make: (merchantId: string, role: TMembershipRole) => Promise<AuthedCall>;
    };
    /** An endpoint every role may use (200). */
    const forEveryRole = (name: string, make: MatrixEndpoint['make']): MatrixEndpoint => ({
      name,
      allowed: () => true,
      okStatus: 200,
      make,
    });
    /** An endpoint only the roles that manage the team may use (`okStatus`; 403 for others). */
    const forManagers = (
      name: string,
      okStatus: number,
      make: MatrixEndpoint['make'],
    ): MatrixEndpoint => ({ name, allowed: (role) => MANAGES.has(role), okStatus, make });
    /** Endpoints and whether the role may use them; `make` builds the call afresh per role. */
    const endpoints: MatrixEndpoint[] = [
      forEveryRole('GET /merchants/:id', async (m) => ({ method: 'GET', url: `/merchants/${m}` })),
      forManagers('PATCH /merchants/:id', 200, async (m) => ({
        method: 'PATCH',
        url: `/merchants/${m}`,
        payload: { defaultLanguage: 'pt-BR' },
      })),
      forEveryRole('GET /merchants/:id/members', async (m) => ({
        method: 'GET',
        url: `/merchants/${m}/members`,
      })),
      forManagers('PATCH /merchants/:id/members/:userId', 200, async (m) => ({
        method: 'PATCH',
        url: `/merchants/${m}/members/${await addThrowawayMember()}`,
        payload: { status: 'blocked' },
      })),
      forManagers('DELETE /merchants/:id/members/:userId', 204, async (m) => ({
        method: 'DELETE',
        url: `/merchants/${m}/members/${await addThrowawayMember()}`,
      })),
      forEveryRole('GET /merchants/:id/invitations', async (m) => ({
        method: 'GET',
        url: `/merchants/${m}/invitations`,
      })),
      forManagers('POST /invitations', 200, async (m) => ({
        method: 'POST',
        url: '/invitations',
        payload: { emails: [uniqueEmail('matrix')], role: 'viewer', merchantIds: [m] },
      })),
      forManagers('DELETE /merchants/:id/invitations/:invitationId', 204, async (m) => {
        // The owner of A invites; another merchant's owner invites for the 404 case.
        const email = uniqueEmail('revocable');
        const owner = m === otherMerchantId ? otherToken : tokens.owner;
        await authed(t.app, owner, {
          method: 'POST',
          url: '/invitations',
          payload: { emails: [email], role: 'viewer', merchantIds: [m] },
        });
        const [row] = await t.app.db.select().from(invitations).where(eq(invitations.email, email));
        assert.ok(row);
        return { method: 'DELETE', url: `/merchants/${m}/invitations/${row.id}` };
      }),
      forEveryRole('GET /merchants/:id/approval-rules', async (m) => ({
        method: 'GET',
        url: `/merchants/${m}/approval-rules`,
      })),
      forManagers('POST /merchants/:id/approval-rules', 201, async (m) => ({
        method: 'POST',
        url: `/merchants/${m}/approval-rules`,
        payload: {
          operation: 'pix',
          minAmount: 100_000,
          approverRole: 'admin',
          requiredApprovals: 1,
        },
      })),
      forManagers('PATCH /merchants/:id/approval-rules/:ruleId', 200, async (m) => ({
        method: 'PATCH',
        url: `/merchants/${m}/approval-rules/${await ruleOf(m)}`,
        payload: { active: false },
      })),
      forManagers('DELETE /merchants/:id/approval-rules/:ruleId', 204, async (m) => ({
        method: 'DELETE',
        url: `/merchants/${m}/approval-rules/${await ruleOf(m)}`,
      })),
    ];

    /** A fresh rule of merchant `m`, created by its owner. */
    const ruleOf = async (m: string) => {
      const owner = m === otherMerchantId ? otherToken : tokens.owner;
      const res = await authed(t.app, owner, {
        method: 'POST',
        url: `/merchants/${m}/approval-rules`,
        payload: {
          operation: 'any',
          minAmount: 5_000,
          approverRole: 'owner',
          requiredApprovals: 2,
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      return ZApprovalRule.parse(res.json()).id;
    };

    for (const endpoint of endpoints) {
      for (const role of ROLES) {
        const expected = endpoint.allowed(role) ? endpoint.okStatus : 403;
        test(`${endpoint.name} as ${role}: ${expected}`, async () => {
          const res = await as(role, await endpoint.make(merchantA, role));
          assert.equal(res.statusCode, expected, res.body);
          if (expected === 403) assert.equal(res.json().error.code, 'FORBIDDEN');
        });
      }
      test(`${endpoint.name} with another merchant's id: 404 'Merchant not found' for every role`, async () => {
        for (const role of ROLES) {
          const res = await as(role, await endpoint.make(otherMerchantId, role));
          assert.equal(res.statusCode, 404, `${role}: ${res.body}`);
          assert.deepEqual(res.json(), MERCHANT_NOT_FOUND);
        }
      });
    }

    test('an unknown merchant id is the same 404', async () => {
      const res = await as('owner', {
        method: 'GET',
        url: '/merchants/00000000-0000-4000-8000-000000000000',
      });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), MERCHANT_NOT_FOUND);
    });

    test('without a token: 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/merchants/${merchantA}` });
      assert.equal(res.statusCode, 401);
    });

    test('the merchant detail carries the caller’s role and permissions', async () => {
      const viewer = ZMerchantDetail.parse(
        (await as('viewer', { method: 'GET', url: `/merchants/${merchantA}` })).json(),
      );
      assert.equal(viewer.role, 'viewer');
      assert.equal(viewer.permissions.includes('team.manage'), false);
      const owner = ZMerchantDetail.parse(
        (await as('owner', { method: 'GET', url: `/merchants/${merchantA}` })).json(),
      );
      assert.equal(owner.permissions.includes('team.manage'), true);
    });

    test('while an admin acts as a user, only the act-as merchant is reachable', async () => {
      const demoId = await userId(EMAILS.owner);
      const actingAs = { sessionId: 'session', adminId: 'admin', merchantId: merchantA };
      const user = { id: demoId, isAdmin: false, actingAs };
      const membership = await assertMerchantPermission(t.app, user, merchantA, 'team.manage');
      assert.equal(membership.role, 'owner');
      // demo@ owns merchant B too, but the act-as session covers A only.
      await assert.rejects(
        assertMerchantPermission(t.app, user, merchantB, 'merchant.read'),
        (error: Error) => error.message === 'Merchant not found',
      );
    });
  });

  describe('merchants', () => {
    test('PATCH updates the company settings an owner sees', async () => {
      const res = await as('admin', {
        method: 'PATCH',
        url: `/merchants/${merchantB}`,
        payload: { name: 'x' },
      });
      // The admin is a member of A only: B is not theirs.
      assert.equal(res.statusCode, 404);
      const updated = await as('owner', {
        method: 'PATCH',
        url: `/merchants/${merchantB}`,
        payload: {
          name: 'Arara Demo Serviços S.A.',
          defaultLanguage: 'en',
          requireTwoFactor: true,
        },
      });
      assert.equal(updated.statusCode, 200, updated.body);
      const detail = ZMerchantDetail.parse(updated.json());
      assert.equal(detail.name, 'Arara Demo Serviços S.A.');
      assert.equal(detail.defaultLanguage, 'en');
      assert.equal(detail.requireTwoFactor, true);
    });

    test('POST /merchants creates an onboarding merchant owned by its creator', async () => {
      const document = cnpj('123456780001');
      const formatted = document.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
      const res = await as('viewer', {
        method: 'POST',
        url: '/merchants',
        payload: { name: 'Loja da Vera', document: formatted },
      });
      assert.equal(res.statusCode, 201, res.body);
      const created = ZMerchantDetail.parse(res.json());
      assert.equal(created.document, document);
      assert.equal(created.status, 'onboarding');
      assert.equal(created.role, 'owner');
      const me = await meOf(tokens.viewer);
      assert.deepEqual(
        me.merchants.find((merchant) => merchant.id === created.id),
        { id: created.id, name: 'Loja da Vera', document, status: 'onboarding', role: 'owner' },
      );

      const again = await as('owner', {
        method: 'POST',
        url: '/merchants',
        payload: { name: 'Outra', document },
      });
      assert.equal(again.statusCode, 409);
      assert.deepEqual(again.json().error.fields, {
        document: 'team:merchants.validation.cnpjTaken',
      });
    });

    for (const [label, document] of [
      ['wrong check digits', '11222333000182'],
      ['repeated digits', '11111111111111'],
      ['too short', '1122233300018'],
    ] as const) {
      test(`POST /merchants with a CNPJ of ${label}: 400 field error`, async () => {
        const res = await as('owner', {
          method: 'POST',
          url: '/merchants',
          payload: { name: 'Loja', document },
        });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().error.code, 'VALIDATION_ERROR');
        assert.deepEqual(res.json().error.fields, {
          document: 'team:merchants.validation.invalidCnpj',
        });
      });
    }

    test('POST /merchants with empty fields: 400 required', async () => {
      const res = await as('owner', {
        method: 'POST',
        url: '/merchants',
        payload: { name: '', document: '' },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, {
        name: 'validation.required',
        document: 'validation.required',
      });
    });
  });

  describe('members', () => {
    test('lists members with role and status, and pending invitations as invited', async () => {
      const email = uniqueEmail('pending');
      await inviteAndGetToken(email, 'developer');
      const res = await as('viewer', { method: 'GET', url: `/merchants/${merchantA}/members` });
      const body = ZMembersResponse.parse(res.json());
      const owner = body.members.find((member) => member.email === EMAILS.owner);
      assert.deepEqual(owner && { name: owner.name, role: owner.role, status: owner.status }, {
        name: 'Demo Merchant',
        role: 'owner',
        status: 'active',
      });
      const pending = body.invitations.find((invitation) => invitation.email === email);
      assert.equal(pending?.status, 'invited');
      assert.equal(pending?.role, 'developer');
    });

    test('blocking hides the merchant from the member; unblocking restores it', async () => {
      const viewerId = await userId(EMAILS.viewer);
      const block = await as('admin', {
        method: 'PATCH',
        url: `/merchants/${merchantA}/members/${viewerId}`,
        payload: { status: 'blocked' },
      });
      assert.equal(block.statusCode, 200, block.body);
      assert.equal(block.json().status, 'blocked');

      const me = await meOf(tokens.viewer);
      assert.equal(
        me.merchants.some((merchant) => merchant.id === merchantA),
        false,
      );
      for (const url of [`/merchants/${merchantA}`, `/merchants/${merchantA}/members`]) {
        const res = await as('viewer', { method: 'GET', url });
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), MERCHANT_NOT_FOUND);
      }
      const listed = ZMembersResponse.parse(
        (await as('owner', { method: 'GET', url: `/merchants/${merchantA}/members` })).json(),
      );
      assert.equal(listed.members.find((member) => member.userId === viewerId)?.status, 'blocked');

      const unblock = await as('admin', {
        method: 'PATCH',
        url: `/merchants/${merchantA}/members/${viewerId}`,
        payload: { status: 'active' },
      });
      assert.equal(unblock.statusCode, 200);
      assert.equal(
        (await meOf(tokens.viewer)).merchants.some((m) => m.id === merchantA),
        true,
      );
      assert.equal(
        (await as('viewer', { method: 'GET', url: `/merchants/${merchantA}` })).statusCode,
        200,
      );
    });

    test('revoking removes the membership', async () => {
      const id = await addThrowawayMember('manager');
      const res = await as('owner', {
        method: 'DELETE',
        url: `/merchants/${merchantA}/members/${id}`,
      });
      assert.equal(res.statusCode, 204);
      const again = await as('owner', {
        method: 'DELETE',
        url: `/merchants/${merchantA}/members/${id}`,
      });
      assert.equal(again.statusCode, 404);
    });

    test('nobody blocks or revokes themselves', async () => {
      for (const role of ['owner', 'admin'] as const) {
        const id = await userId(EMAILS[role]);
        const url = `/merchants/${merchantA}/members/${id}`;
        const block = await as(role, { method: 'PATCH', url, payload: { status: 'blocked' } });
        assert.equal(block.statusCode, 403);
        assert.equal((await as(role, { method: 'DELETE', url })).statusCode, 403);
      }
    });

    test('only an owner blocks, revokes or demotes an owner, or invites one', async () => {
      const ownerId = await userId(EMAILS.owner);
      const url = `/merchants/${merchantA}/members/${ownerId}`;
      assert.equal(
        (await as('admin', { method: 'PATCH', url, payload: { status: 'blocked' } })).statusCode,
        403,
      );
      assert.equal((await as('admin', { method: 'DELETE', url })).statusCode, 403);
      assert.equal(
        (await as('admin', { method: 'PATCH', url, payload: { role: 'viewer' } })).statusCode,
        403,
      );
      const promote = await as('admin', {
        method: 'PATCH',
        url: `/merchants/${merchantA}/members/${await addThrowawayMember()}`,
        payload: { role: 'owner' },
      });
      assert.equal(promote.statusCode, 403);
      const inviteOwner = await invite('admin', {
        emails: [uniqueEmail('owner')],
        role: 'owner',
        merchantIds: [merchantA],
      });
      assert.equal(inviteOwner.statusCode, 403);

      // An owner can block a second owner (and the merchant keeps an active owner).
      const second = await addThrowawayMember('owner');
      const byOwner = await as('owner', {
        method: 'PATCH',
        url: `/merchants/${merchantA}/members/${second}`,
        payload: { status: 'blocked' },
      });
      assert.equal(byOwner.statusCode, 200);
    });
  });

  describe('invitations', () => {
    test('invite a viewer → accept with a new account → sign in → viewer of the merchant, refused writes', async () => {
      const email = uniqueEmail('Nova.Leitora').replace('Nova.Leitora', 'nova.leitora');
      const res = await invite('owner', {
        emails: [email.toUpperCase()],
        role: 'viewer',
        merchantIds: [merchantA],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(ZCreateInvitationsResponse.parse(res.json()).results, [
        { email, status: 'sent' },
      ]);

      const [message] = await mailbox(t.app, email);
      assert.ok(message);
      // The merchant's default language is pt-BR.
      assert.equal(message.subject, 'Você foi convidado para a Arara');
      assert.match(
        message.text,
        /Demo Merchant convidou você para participar de Arara Demo Comércio Ltda/,
      );
      const link = await latestLink(t.app, email);
      assert.equal(`${link.origin}${link.pathname}`, `${TEST_APP_URL}/accept-invitation`);
      const token = tokenOf(link);
      const [stored] = await t.app.db
        .select()
        .from(invitations)
        .where(eq(invitations.email, email));
      assert.equal(stored?.tokenHash, hashOpaqueToken(token));
      assert.ok(stored && stored.expiresAt.getTime() - Date.now() > 6.9 * 24 * 3600 * 1000);

      const looked = await lookup(token);
      assert.equal(looked.statusCode, 200);
      const offer = ZInvitationLookupResponse.parse(looked.json());
      assert.deepEqual(
        {
          email: offer.email,
          role: offer.role,
          merchants: offer.merchants,
          hasAccount: offer.hasAccount,
        },
        {
          email,
          role: 'viewer',
          merchants: [{ name: 'Arara Demo Comércio Ltda' }],
          hasAccount: false,
        },
      );

      const missing = await accept({ token });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().error.fields, {
        name: 'validation.required',
        password: 'validation.required',
      });
      const weak = await accept({ token, name: 'Nina Nova', password: 'short' });
      assert.equal(weak.statusCode, 400);
      assert.deepEqual(weak.json().error.fields, { password: 'validation.passwordMin8' });

      const accepted = await accept({ token, name: 'Nina Nova', password: 'segredo-123' });
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.deepEqual(accepted.json(), {
        email,
        merchants: [{ id: merchantA, name: 'Arara Demo Comércio Ltda' }],
      });

      const session = await signIn(t.app, { email, password: 'segredo-123' });
      const me = await meOf(session.accessToken);
      assert.equal(me.user.name, 'Nina Nova');
      assert.deepEqual(
        me.merchants.map((merchant) => [merchant.id, merchant.role]),
        [[merchantA, 'viewer']],
      );
      const write = await authed(t.app, session.accessToken, {
        method: 'POST',
        url: `/merchants/${merchantA}/approval-rules`,
        payload: { operation: 'pix', minAmount: 1000, approverRole: 'owner', requiredApprovals: 1 },
      });
      assert.equal(write.statusCode, 403);
      assert.equal(write.json().error.code, 'FORBIDDEN');

      // Used: the link is dead.
      assert.deepEqual((await lookup(token)).json(), INVALID_INVITATION);
      const reused = await accept({ token, name: 'Nina Nova', password: 'segredo-123' });
      assert.equal(reused.statusCode, 400);
      assert.deepEqual(reused.json(), INVALID_INVITATION);
    });

    test('an existing account accepts with the token alone', async () => {
      const res = await invite('owner', {
        emails: ['other@arara.dev'],
        role: 'developer',
        merchantIds: [merchantA, merchantB],
      });
      assert.deepEqual(res.json().results, [{ email: 'other@arara.dev', status: 'sent' }]);
      const token = tokenOf(await latestLink(t.app, 'other@arara.dev'));
      assert.equal(ZInvitationLookupResponse.parse((await lookup(token)).json()).hasAccount, true);
      const accepted = await accept({ token });
      assert.equal(accepted.statusCode, 200, accepted.body);
      const me = await meOf(otherToken);
      assert.deepEqual(me.merchants.map((merchant) => merchant.role).sort(), [
        'developer',
        'developer',
        'owner',
      ]);
      // Now a member of both: a second invitation fails for that address only.
      const again = await invite('owner', {
        emails: ['other@arara.dev', uniqueEmail('fresh')],
        role: 'viewer',
        merchantIds: [merchantA, merchantB],
      });
      const results = ZCreateInvitationsResponse.parse(again.json()).results;
      assert.deepEqual(results[0], {
        email: 'other@arara.dev',
        status: 'failed',
        reason: 'alreadyMember',
      });
      assert.equal(results[1]?.status, 'sent');
    });

    test('an expired invitation is invalid', async () => {
      const email = uniqueEmail('late');
      const token = await inviteAndGetToken(email);
      await t.app.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.tokenHash, hashOpaqueToken(token)));
      assert.deepEqual((await lookup(token)).json(), INVALID_INVITATION);
      const res = await accept({ token, name: 'Lia Tarde', password: 'segredo-123' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), INVALID_INVITATION);
      assert.equal(await t.app.repositories.users.findByEmail(email), undefined);
    });

    test('a revoked invitation is invalid and leaves the pending list', async () => {
      const email = uniqueEmail('revoked');
      const token = await inviteAndGetToken(email);
      const pending = ZMembersResponse.parse(
        (await as('owner', { method: 'GET', url: `/merchants/${merchantA}/members` })).json(),
      ).invitations.find((invitation) => invitation.email === email);
      assert.ok(pending);
      const revoke = await as('admin', {
        method: 'DELETE',
        url: `/merchants/${merchantA}/invitations/${pending.id}`,
      });
      assert.equal(revoke.statusCode, 204);
      assert.deepEqual((await lookup(token)).json(), INVALID_INVITATION);
      assert.deepEqual(
        (await accept({ token, name: 'Rui Revogado', password: 'segredo-123' })).json(),
        INVALID_INVITATION,
      );
      const list = await as('owner', { method: 'GET', url: `/merchants/${merchantA}/invitations` });
      assert.equal(
        list.json().invitations.some((invitation: { email: string }) => invitation.email === email),
        false,
      );
    });

    test('the token is looked up from the body only: a token in the URL is not read', async () => {
      const token = await inviteAndGetToken(uniqueEmail('in-body'));
      assert.equal((await lookup(token)).statusCode, 200);
      // Access logs record URLs: the old GET ?token= form no longer exists.
      const viaQuery = await t.app.inject({
        method: 'GET',
        url: '/invitations/lookup',
        query: { token },
      });
      assert.equal(viaQuery.statusCode, 404);
      const viaPostQuery = await t.app.inject({
        method: 'POST',
        url: `/invitations/lookup?token=${token}`,
        payload: {},
      });
      assert.equal(viaPostQuery.statusCode, 400);
      assert.ok(viaPostQuery.json().error.fields.token);
    });

    test('an unknown token is invalid', async () => {
      assert.deepEqual((await lookup('not-a-token')).json(), INVALID_INVITATION);
      assert.equal((await accept({ token: 'not-a-token' })).statusCode, 400);
    });

    test('inviting needs team.manage on every merchant: 404 for a merchant not one’s own', async () => {
      const res = await invite('owner', {
        emails: [uniqueEmail('mixed')],
        role: 'viewer',
        merchantIds: [merchantA, otherMerchantId],
      });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), MERCHANT_NOT_FOUND);
    });

    test('the invitation body is validated with the spec messages', async () => {
      const cases: [object, Record<string, string>][] = [
        [
          { emails: ['a@example.com', 'A@example.com'], role: 'viewer', merchantIds: [merchantA] },
          { emails: 'team:team.validation.duplicateEmail' },
        ],
        [
          { emails: ['not-an-email'], role: 'viewer', merchantIds: [merchantA] },
          { 'emails.0': 'team:team.validation.invalidEmail' },
        ],
        [
          { emails: [], role: 'viewer', merchantIds: [merchantA] },
          { emails: 'team:team.validation.emailRequired' },
        ],
        [
          { emails: ['b@example.com'], role: 'viewer', merchantIds: [] },
          { merchantIds: 'team:team.validation.merchantRequired' },
        ],
      ];
      for (const [body, fields] of cases) {
        const res = await invite('owner', body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.deepEqual(res.json().error.fields, fields);
      }
    });
  });

  describe('approval rules', () => {
    test('create, list, change and delete', async () => {
      const createRule = (role: TMembershipRole) =>
        as(role, {
          method: 'POST',
          url: `/merchants/${merchantB}/approval-rules`,
          payload: {
            operation: 'withdrawal',
            minAmount: 1_000_000,
            approverRole: 'manager',
            requiredApprovals: 2,
          },
        });
      const created = await createRule('admin');
      // The admin is not a member of B.
      assert.equal(created.statusCode, 404);
      const res = await createRule('owner');
      assert.equal(res.statusCode, 201, res.body);
      const rule = ZApprovalRule.parse(res.json());
      assert.equal(rule.active, true);
      const patched = await as('owner', {
        method: 'PATCH',
        url: `/merchants/${merchantB}/approval-rules/${rule.id}`,
        payload: { minAmount: 2_000_000, active: false },
      });
      assert.equal(patched.statusCode, 200);
      assert.deepEqual(ZApprovalRule.parse(patched.json()), {
        ...rule,
        minAmount: 2_000_000,
        active: false,
        updatedAt: patched.json().updatedAt,
      });
      const list = await as('owner', {
        method: 'GET',
        url: `/merchants/${merchantB}/approval-rules`,
      });
      assert.deepEqual(
        list.json().rules.map((r: { id: string }) => r.id),
        [rule.id],
      );
      // A rule id used with another merchant's path matches nothing.
      const cross = await as('owner', {
        method: 'DELETE',
        url: `/merchants/${merchantA}/approval-rules/${rule.id}`,
      });
      assert.equal(cross.statusCode, 404);
      const removed = await as('owner', {
        method: 'DELETE',
        url: `/merchants/${merchantB}/approval-rules/${rule.id}`,
      });
      assert.equal(removed.statusCode, 204);
    });

    test('bad rules are refused with field errors', async () => {
      const res = await as('owner', {
        method: 'POST',
        url: `/merchants/${merchantA}/approval-rules`,
        payload: {
          operation: 'card',
          minAmount: 10.5,
          approverRole: 'viewer',
          requiredApprovals: 6,
        },
      });
      assert.equal(res.statusCode, 400);
      const fields = res.json().error.fields;
      assert.deepEqual(Object.keys(fields).sort(), [
        'approverRole',
        'minAmount',
        'operation',
        'requiredApprovals',
      ]);
      assert.equal(fields.minAmount, 'team:settings.rules.validation.amountPositive');
      assert.equal(fields.requiredApprovals, 'team:settings.rules.validation.approvalsRange');
      assert.equal(fields.operation, 'team:settings.rules.validation.operation');
      assert.equal(fields.approverRole, 'team:settings.rules.validation.approverRole');
    });
  });
});
