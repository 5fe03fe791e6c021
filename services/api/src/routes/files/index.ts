import { fileEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { findMerchantFile, storeUpload, storedFileReply } from '../../services/files';
import { merchantRoutes, route } from '../endpoint-route';

/** A merchant's uploads (docs/compliance.md "Files"): upload one file, download one. */
const filesRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;

    route(scope, fileEndpoints.upload, (request) =>
      storeUpload(deps, request, {
        merchantId: request.params.merchantId,
        purpose: request.query.purpose,
        userId: requireUser(request).id,
        maxBytes: fileEndpoints.upload.upload.maxBytes,
      }),
    );

    route(scope, fileEndpoints.download, async ({ params }) =>
      storedFileReply(
        deps.fileStorage,
        await findMerchantFile(deps.db, params.merchantId, params.fileId),
      ),
    );
  });

export default filesRoutes;
