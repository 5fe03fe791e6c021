import { appErrorStatus, type TAppErrorCode } from '@arara/contracts';

/** An error meant for the client: its code, message and fields are sent as they are. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  /** Response headers that go with the error (e.g. Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: TAppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = appErrorStatus[code];
    this.headers = options.headers ?? {};
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
