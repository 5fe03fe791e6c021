import { ACT_AS_HEADER } from '@arara/contracts';
import { ApiError, apiBaseUrl, ensureAccessToken, refreshSession } from '@arara/api-client';
import { sessionStore } from '@arara/session';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * Uploads (part of `@arara/api-client/call`, not of the client /login loads): a multipart POST
 * by XMLHttpRequest, the one browser API that reports upload progress.
 */
export type UploadOptions = {
  /** 0–1, as the bytes leave the browser (for a progress bar). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** One multipart POST of `file` (part `file`) by XMLHttpRequest, the one API with upload progress. */
function sendUpload(path: string, file: Blob, options: UploadOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const { accessToken, actingAs } = sessionStore.getState();
    if (accessToken) {
      xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
      if (actingAs) xhr.setRequestHeader(ACT_AS_HEADER, actingAs.sessionId);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'file');
    xhr.send(form);
  });
}

/**
 * Uploads a file to an upload endpoint (`Endpoint.upload`) with the session's token, one
 * refresh-and-retry on a 401 as `apiRequest` does, and progress; the answer is parsed by
 * `schema`, a failure is an `ApiError` (413 too large, 415 not an accepted type).
 */
export async function apiUpload<T>(
  path: string,
  file: Blob,
  schema: $ZodType<T>,
  options: UploadOptions = {},
): Promise<T> {
  if (!(await ensureAccessToken())) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Session expired');
  }
  const sentWith = sessionStore.getState().accessToken;
  let response = await sendUpload(path, file, options);
  if (response.status === 401) {
    const current = sessionStore.getState().accessToken;
    const isRenewed = current !== null && current !== sentWith ? true : await refreshSession();
    if (!isRenewed) throw await ApiError.fromResponse(response);
    response = await sendUpload(path, file, options);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return z.parse(schema, await response.json());
}
