import { onboardingEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import {
  deleteOnboardingDocument,
  getKycCase,
  getKycOverview,
  getOnboarding,
  putOnboardingDocument,
  startOnboarding,
  submitOnboarding,
  updateOnboarding,
} from '../../services/onboarding';
import { merchantRoutes, route } from '../endpoint-route';

/** The merchant's onboarding and KYC (docs/onboarding.md). */
const onboardingRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, onboardingEndpoints.kyc, ({ params }) => getKycOverview(deps, params.merchantId));
    route(scope, onboardingEndpoints.kycCase, ({ params }) =>
      getKycCase(deps, params.merchantId, params.caseId),
    );
    route(scope, onboardingEndpoints.get, ({ params }) => getOnboarding(deps, params.merchantId));
    route(scope, onboardingEndpoints.start, (request) =>
      startOnboarding(deps, request.params.merchantId, requireUser(request).id),
    );
    route(scope, onboardingEndpoints.update, (request) =>
      updateOnboarding(deps, request.params.merchantId, requireUser(request).id, request.body),
    );
    route(scope, onboardingEndpoints.putDocument, (request) =>
      putOnboardingDocument(
        deps,
        request.params.merchantId,
        requireUser(request).id,
        request.params.type,
        request.body.fileId,
      ),
    );
    route(scope, onboardingEndpoints.deleteDocument, (request) =>
      deleteOnboardingDocument(
        deps,
        request.params.merchantId,
        requireUser(request).id,
        request.params.type,
      ),
    );
    route(scope, onboardingEndpoints.submit, (request) =>
      submitOnboarding(deps, request.params.merchantId, requireUser(request).id),
    );
  });

export default onboardingRoutes;
