import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts on the embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every variable that is wrong', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_DATA/);
  });

  it('scales out by configuration alone: Redis, object storage, pool size and metrics', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'mentorbridge-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'on',
      DATABASE_POOL_SIZE: '20',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      databasePoolSize: 20,
      metricsToken: 'a-long-enough-metrics-token',
      s3: {
        bucket: 'mentorbridge-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      s3: undefined,
      trustProxy: ['loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
    ]);
  });

  it('refuses half an object-storage set-up rather than falling back to local files', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('turns the demo data off with DEMO_DATA=off', () => {
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('leaves the public demo passwords out of a deployment unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mentorbridge' }).demoData).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://mentorbridge.example' }).demoData).toBe(false);
    expect(
      loadConfig({ PUBLIC_URL: 'https://mentorbridge.example', DEMO_DATA: 'on' }).demoData,
    ).toBe(true);
  });

  it('holds calls in the app unless an operator names a Jitsi service of their own', () => {
    expect(loadConfig({}).videoMeetingOrigin).toBeNull();
    const jitsi = (url: string) =>
      loadConfig({ VIDEO_SERVICE: 'jitsi', VIDEO_MEETING_URL: url }).videoMeetingOrigin;
    expect(jitsi('https://video.school.example/')).toBe('https://video.school.example');
    expect(jitsi('http://127.0.0.1:3101')).toBe('http://127.0.0.1:3101');
    // No public meeting service stands in for the one a school did not name.
    expect(() => loadConfig({ VIDEO_SERVICE: 'jitsi' })).toThrow(/VIDEO_MEETING_URL/);
    expect(() => loadConfig({ VIDEO_SERVICE: 'zoom' })).toThrow(/VIDEO_SERVICE/);
    // A meeting's setting without the service would be ignored without a word.
    expect(() => loadConfig({ VIDEO_MEETING_URL: 'https://video.school.example' })).toThrow(
      /VIDEO_MEETING_URL: only with VIDEO_SERVICE=jitsi/,
    );
  });

  it('refuses a meeting service the Content-Security-Policy could not name exactly', () => {
    for (const url of [
      'http://video.school.example',
      'https://video.school.example/rooms',
      'https://video.school.example/?x=1',
      'https://user:secret@video.school.example',
      'javascript:alert(1)',
      'meet.jit.si',
    ]) {
      expect(() => loadConfig({ VIDEO_SERVICE: 'jitsi', VIDEO_MEETING_URL: url }), url).toThrow(
        /VIDEO_MEETING_URL/,
      );
    }
  });

  it('signs meeting tokens only with a Jitsi app id and a secret long enough, given together', () => {
    expect(loadConfig({}).jitsiTokens).toBeUndefined();
    const secret = 'x'.repeat(32);
    const jitsi = { VIDEO_SERVICE: 'jitsi', VIDEO_MEETING_URL: 'https://video.school.example' };
    expect(
      loadConfig({ ...jitsi, JITSI_APP_ID: 'school', JITSI_APP_SECRET: secret }).jitsiTokens,
    ).toEqual({ appId: 'school', appSecret: secret });
    expect(() => loadConfig({ ...jitsi, JITSI_APP_ID: 'school' })).toThrow(/JITSI_APP_SECRET/);
    expect(() => loadConfig({ ...jitsi, JITSI_APP_SECRET: secret })).toThrow(/JITSI_APP_SECRET/);
    expect(() =>
      loadConfig({ ...jitsi, JITSI_APP_ID: 'school', JITSI_APP_SECRET: 'short' }),
    ).toThrow(/JITSI_APP_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ JITSI_APP_ID: 'school', JITSI_APP_SECRET: secret })).toThrow(
      /JITSI_APP_ID: only with VIDEO_SERVICE=jitsi/,
    );
  });

  it('gives in-app calls STUN and TURN servers only as URIs, a TURN relay only with its secret', () => {
    expect(loadConfig({}).ice).toEqual({ stunUrls: [], turn: undefined });
    const secret = 'y'.repeat(32);
    const set = loadConfig({
      STUN_URLS: 'stun:stun.school.example',
      TURN_URLS: 'turn:turn.school.example:3478, turns:turn.school.example:443',
      TURN_SECRET: secret,
    });
    expect(set.ice).toEqual({
      stunUrls: ['stun:stun.school.example'],
      turn: { urls: ['turn:turn.school.example:3478', 'turns:turn.school.example:443'], secret },
    });
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.school.example' })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ TURN_SECRET: secret })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ STUN_URLS: 'https://stun.example' })).toThrow(/STUN_URLS/);
    expect(() =>
      loadConfig({ TURN_URLS: 'turn:turn.school.example', TURN_SECRET: 'short' }),
    ).toThrow(/TURN_SECRET: must be at least 32 characters/);
  });
});
