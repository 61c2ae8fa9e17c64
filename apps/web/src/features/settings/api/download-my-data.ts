import { ApiRequestError, errorFromAnswer, networkErrorMessage } from '../../../lib/api-client.ts';

/**
 * Settings, Download my data: the server's copy as a file, saved by the browser under the name
 * the server gives. Fetched as a file, not through apiRequest: the answer is the download itself.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/account/data', { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'network', networkErrorMessage());
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw errorFromAnswer(response.status, response.statusText, payload);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'mentorbridge-my-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
