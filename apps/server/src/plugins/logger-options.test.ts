import { describe, expect, it } from 'vitest';
import { serializeRequest } from './logger-options.ts';

describe('request log serializer', () => {
  it('logs the path of a verification link but never its token', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/verify-email?token=secret-token',
      ip: '127.0.0.1',
    });
    expect(logged).toEqual({ method: 'GET', url: '/verify-email', remoteAddress: '127.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain('secret-token');
  });
});
