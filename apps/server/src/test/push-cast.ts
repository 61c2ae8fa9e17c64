import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import type { DatabaseKind } from './test-app.ts';
import { chatCast } from './chat-cast.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** A subscription of a device, as a browser sends it. */
type Subscription = ReturnType<PushService['subscribe']>;

/**
 * An app that pushes to a stand-in push service, with a chat's cast (the mentor named Daniel
 * Reed), settled: what the cast's request and answer pushed (to nobody, no device yet) has run
 * its course. `subscribe` signs a device of the person with `cookie` up for pushes.
 */
export async function pushCast(kind: DatabaseKind, label: string, { listen = false } = {}) {
  const service = await startPushService();
  const t: TestApp = await startTestApp(kind, {
    environment: { PUSH_SERVICES: service.origin },
  });
  if (listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cast = await chatCast(t, label);
  await t.app.inject({
    method: 'PUT',
    url: '/api/profile/full-name',
    headers: { cookie: cast.cookie.mentor },
    payload: { fullName: 'Daniel Reed' },
  });
  await t.context.background.settled();
  const subscribe = async (cookie: string, subscription: Subscription = service.subscribe()) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: subscription,
    });
    return { answer, subscription };
  };
  const close = async () => {
    await t.close();
    await service.close();
  };
  return { t, service, cast, subscribe, close };
}

export type PushCast = Awaited<ReturnType<typeof pushCast>>;
