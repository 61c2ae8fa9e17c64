import { ApiRequestError, errorFromAnswer, networkErrorMessage } from './api-client.ts';

/** How much of an upload has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a file's raw bytes to the API and reports progress as it goes (fetch cannot report
 * upload progress, XMLHttpRequest can). Errors come back in the same shape as apiRequest's.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  { onProgress }: { onProgress: UploadProgress },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api${path}`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
      } else {
        reject(errorFromAnswer(request.status, request.statusText, payload));
      }
    });
    request.addEventListener('error', () =>
      reject(new ApiRequestError(0, 'network', networkErrorMessage())),
    );
    request.send(file);
  });
}
