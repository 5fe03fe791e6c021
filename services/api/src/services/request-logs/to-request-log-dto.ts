import type { TRequestLog, TRequestLogDetail } from '@arara/contracts';
import type { ApiRequestLog } from '../../db/schema-api-keys';

export const toRequestLogDto = (row: ApiRequestLog): TRequestLog => ({
  id: row.id,
  at: row.at.toISOString(),
  apiKeyId: row.apiKeyId,
  keyPrefix: row.keyPrefix,
  method: row.method,
  path: row.path,
  status: row.status,
  latencyMs: row.latencyMs,
  requestId: row.requestId,
});

export const toRequestLogDetail = (row: ApiRequestLog): TRequestLogDetail => ({
  ...toRequestLogDto(row),
  query: row.query ?? null,
  requestBody: row.requestBody ?? null,
  responseBody: row.responseBody ?? null,
});
