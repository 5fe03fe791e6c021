import { AppErrorCode, adminPeopleEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import {
  createProfile,
  deleteProfile,
  listProfiles,
  updateProfile,
} from '../../services/admin/people-profiles';
import {
  assignProfile,
  blockUser,
  createUser,
  deleteUser,
  listAdministrators,
  unblockUser,
  updateUser,
} from '../../services/admin/people-users';
import { sendPasswordResetEmail } from '../../services/email/send-token-email';
import { route } from '../endpoint-route';

const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/** docs/back-office.md "Profiles and users": profiles, users, administrators' profiles. */
const peopleRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const e = adminPeopleEndpoints;
  route(app, e.profiles, () => listProfiles(deps));
  route(app, e.createProfile, (request) =>
    createProfile(deps, request, adminOf(request), request.body),
  );
  route(app, e.updateProfile, (request) =>
    updateProfile(deps, request, adminOf(request), request.params.profileId, request.body),
  );
  route(app, e.deleteProfile, (request) =>
    deleteProfile(deps, request, adminOf(request), request.params.profileId),
  );
  route(app, e.createUser, async (request) => {
    const created = await createUser(deps, request, adminOf(request), request.body);
    const user = await deps.repositories.users.findById(created.id);
    try {
      if (user) await sendPasswordResetEmail(deps, user);
    } catch (error) {
      // The user exists: "forgot password" sends the link again.
      request.log.error({ err: error, userId: created.id }, 'set-password e-mail not sent');
    }
    return created;
  });
  route(app, e.updateUser, (request) =>
    updateUser(deps, request, adminOf(request), request.params.userId, request.body),
  );
  route(app, e.blockUser, (request) =>
    blockUser(deps, request, adminOf(request), request.params.userId),
  );
  route(app, e.unblockUser, (request) =>
    unblockUser(deps, request, adminOf(request), request.params.userId),
  );
  route(app, e.deleteUser, (request) =>
    deleteUser(deps, request, adminOf(request), request.params.userId),
  );
  route(app, e.administrators, () => listAdministrators(deps));
  route(app, e.assignProfile, (request) =>
    assignProfile(
      deps,
      request,
      adminOf(request),
      request.params.userId,
      request.body.adminProfileId,
    ),
  );
};

export default peopleRoutes;
