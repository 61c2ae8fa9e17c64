import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { SeededPair, SeededUser } from '../chat/seed-pairs.ts';

/**
 * A request to the server as a signed-in member makes it: their session cookie, and the origin
 * a browser sends, without which the server refuses a change as another site's. Throws unless
 * the answer is a success, naming the request: a refused step makes every figure after it wrong.
 */
export async function api(
  origin: string,
  as: SeededUser,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${origin}/api${route}`, {
    method,
    headers: {
      cookie: `mb_session=${as.sessionToken}`,
      origin,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    throw new Error(`${method} ${route} got ${response.status}: ${await response.text()}`);
  }
  return response.status === 204 ? null : response.json();
}

/**
 * The two members' names as the app shows them, from the chat's card: the call page's words
 * ("Waiting for {name} to join.") and the pause's name the mentor as the card does.
 */
export async function namesOf(origin: string, pair: SeededPair) {
  const { requests } = (await api(origin, pair.mentee, 'GET', '/connections')) as ConnectionList;
  const chat = requests.find((request) => request.id === pair.chatId);
  if (!chat) throw new Error(`the mentee's cards have no chat ${pair.chatId}`);
  return { mentor: chat.mentor.name, mentee: chat.mentee.name };
}
