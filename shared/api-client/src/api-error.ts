import { loadValidation } from './load-validation';

/** A failed call: the API's error body, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** The API could not be reached, or its answer never arrived whole (status 0). */
  static network(): ApiError {
    return new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }

  /** The schemas to read an answer with (`loadValidation`); failing to download them is a network error. */
  static async validation() {
    try {
      return await loadValidation();
    } catch {
      throw ApiError.network();
    }
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const [validation, body] = await Promise.all([
      // Without its schema (not downloaded) the answer is still an ApiError, by its status.
      loadValidation().catch(() => null),
      response.json().catch((): unknown => null),
    ]);
    const parsed = validation?.ZApiError.safeParse(body);
    if (parsed?.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(response.status, code, message, fields ?? {});
    }
    return new ApiError(response.status, 'HTTP_ERROR', response.statusText || 'Request failed');
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
