import { ZApiError } from '@arara/contracts';

/** Error responses a route documents; every one has the shared `{ error }` shape. */
export const errorResponses = <const TStatus extends number>(...statuses: TStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<
    TStatus,
    typeof ZApiError
  >;
