export { getRequestLog } from './get-request-log';
export { listRequestLogs } from './list-request-logs';
export { pruneRequestLogs } from './prune-request-logs';
export { recordRequestLog } from './record-request-log';
