import { REQUEST_LOG_STATUS_CLASSES, type TRequestLogStatusClass } from '@arara/contracts';
import { Flex } from '@arara/ui/core';
import { StatusTag, type StatusTagKind } from '@arara/ui/data';

type StatusClass = TRequestLogStatusClass | 'other';

/** A response's status class as a StatusTag shows it (the filter offers the same classes). */
const STATUS_CLASS: StatusTagKind<StatusClass> = {
  namespace: 'developer',
  keyPrefix: 'logs.statusClasses',
  colors: { '2xx': 'success', '4xx': 'warning', '5xx': 'error', other: 'default' },
};

const classOf = (status: number): StatusClass =>
  REQUEST_LOG_STATUS_CLASSES.find((name) => name[0] === String(status)[0]) ?? 'other';

/** The HTTP status code and its class, coloured. */
export function LogStatus({ status }: { status: number }) {
  return (
    <Flex gap={8} align="center">
      <code>{status}</code>
      <StatusTag kind={STATUS_CLASS} status={classOf(status)} />
    </Flex>
  );
}
