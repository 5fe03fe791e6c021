import { qrCodeEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sandboxCreditLimits } from '../../services/ledger';
import { createQrCode, getQrCode, listQrCodes, payQrCodeInSandbox } from '../../services/qr-codes';
import { merchantRoutes, route } from '../endpoint-route';

/** Pix QR codes the merchant issues (docs/payments.md "QR codes"). */
const qrCodesRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    route(scope, qrCodeEndpoints.list, (request) =>
      listQrCodes(scope.db, request.params.merchantId, request.query),
    );
    route(scope, qrCodeEndpoints.get, (request) =>
      getQrCode(scope.db, request.params.merchantId, request.params.qrCodeId),
    );
    route(
      scope,
      qrCodeEndpoints.create,
      (request) => createQrCode(scope.db, request.params.merchantId, request.body),
      { preHandler: [scope.limitAmount] },
    );
    // The sandbox payer makes money up: served only in sandbox mode (SANDBOX=true), else 404.
    if (!scope.moneyRules.sandbox.enabled) return;
    route(
      scope,
      qrCodeEndpoints.sandboxPay,
      (request) =>
        payQrCodeInSandbox(
          scope.deps,
          request.params.merchantId,
          request.params.qrCodeId,
          request.body,
          request.idempotencyKey,
          sandboxCreditLimits(scope.moneyRules),
        ),
      { preHandler: [scope.limitAmount] },
    );
  });

export default qrCodesRoutes;
