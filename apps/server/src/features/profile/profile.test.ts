import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import type { PictureResult } from '@mentorbridge/domain/api/profile';
import { MAX_PICTURE_BYTES } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { describeImage, jpegWithGpsExif, plainPng } from '@mentorbridge/testing/images';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('full name and profile picture on %s', (kind) => {
  let t: TestApp;
  let mentor: string;
  let mentee: string;
  let mentorId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    mentor = await verifiedUser(t.app, t.mail, {
      email: 'painter@example.com',
      password: 'quiet-river-1',
      age: 40,
      role: 'mentor',
      skills: ['Illustration'],
    });
    mentee = await verifiedUser(t.app, t.mail, {
      email: 'pupil@example.com',
      password: 'quiet-river-1',
    });
    mentorId = (await sessionUserOf(t.app, mentor)).id;
  });
  afterAll(() => t.close());

  const saveName = (cookie: string, fullName: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie },
      payload: { fullName },
    });
  const upload = (cookie: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const storedFiles = () => t.context.files.list('profile-pictures');

  it('saves the full name trimmed and shows it in the session', async () => {
    const response = await saveName(mentee, '  Sam Reyes  ');
    expect(json(response)).toEqual({ fullName: 'Sam Reyes' });
    expect((await sessionUserOf(t.app, mentee)).fullName).toBe('Sam Reyes');
  });

  it("refuses a blank name with 'Full name cannot be empty' and keeps the old one", async () => {
    const response = await saveName(mentee, '   ');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_full_name', message: 'Full name cannot be empty' },
    });
    expect((await sessionUserOf(t.app, mentee)).fullName).toBe('Sam Reyes');
  });

  it("answers a malformed name with 'Failed to save full name'", async () => {
    const response = await saveName(mentee, 42);
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_full_name', message: 'Failed to save full name' },
    });
  });

  it('refuses both to a signed-out visitor', async () => {
    expect((await saveName('', 'Nobody')).statusCode).toBe(401);
    expect((await upload('', await plainPng())).statusCode).toBe(401);
  });

  it('stores a JPEG with GPS EXIF as re-encoded WebP files that carry no EXIF at all', async () => {
    const photo = await jpegWithGpsExif();
    expect((await describeImage(photo)).gps).toMatchObject({ GPSLatitudeRef: 'N' });

    const response = await upload(mentor, photo);
    expect(response.statusCode).toBe(200);
    const { picture } = json<PictureResult>(response);
    expect(picture.large).toBe(`/api/users/${mentorId}/picture/large?v=1`);

    expect(await storedFiles()).toEqual(
      expect.arrayContaining([
        `profile-pictures/${mentorId}/large.webp`,
        `profile-pictures/${mentorId}/small.webp`,
      ]),
    );
    for (const size of ['small', 'large'] as const) {
      const stored = await t.context.files.get(`profile-pictures/${mentorId}/${size}.webp`);
      if (!stored) throw new Error(`no ${size} picture stored`);
      const described = await describeImage(stored);
      expect(described).toMatchObject({ format: 'webp', hasExif: false, gps: undefined });
      expect(stored.includes(Buffer.from('MentorBridgeTestCam'))).toBe(false);
      expect(described.width).toBe(size === 'small' ? 96 : 480);
    }
  });

  it('serves the picture to signed-in users and changes its URL with every upload', async () => {
    const before = (await sessionUserOf(t.app, mentor)).picture;
    const served = await t.app.inject({
      method: 'GET',
      url: before?.small,
      headers: { cookie: mentee },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Kept, but asked about at each use: a browser whose session ended is refused (decision 054).
    expect(served.headers['cache-control']).toBe('private, no-cache');
    const etag = served.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: before?.small,
      headers: { cookie: mentee, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: before?.small,
      headers: { 'if-none-match': String(etag) },
    });
    expect(signedOut.statusCode).toBe(401);

    await upload(mentor, await plainPng());
    const after = (await sessionUserOf(t.app, mentor)).picture;
    expect(after?.small).not.toBe(before?.small);
    expect(after?.large).toBe(`/api/users/${mentorId}/picture/large?v=2`);

    const directory = await t.app.inject({
      method: 'GET',
      url: '/api/mentors',
      headers: { cookie: mentee },
    });
    const card = json<MentorPage>(directory).mentors.find((candidate) => candidate.id === mentorId);
    expect(card?.picture).toEqual(after);
  });

  it("keeps a minor's picture to themself and the mentors who accepted them", async () => {
    const { picture } = json<PictureResult>(await upload(mentee, await plainPng()));
    const own = await t.app.inject({
      method: 'GET',
      url: picture.small,
      headers: { cookie: mentee },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: picture.small,
      headers: { cookie: mentor },
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: picture.small });
    expect(anonymous.statusCode).toBe(401);

    // A request is not enough for a minor (this mentee is 15): the mentor must accept it.
    await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: mentee },
      payload: { mentorId },
    });
    const requested = await t.app.inject({
      method: 'GET',
      url: picture.small,
      headers: { cookie: mentor },
    });
    expect(requested.statusCode).toBe(404);
    const menteeId = (await sessionUserOf(t.app, mentee)).id;
    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${mentorId}__${menteeId}/accept`,
      headers: { cookie: mentor },
    });
    const accepted = await t.app.inject({
      method: 'GET',
      url: picture.small,
      headers: { cookie: mentor },
    });
    expect(accepted.statusCode).toBe(200);
  });

  describe('refuses what is not a picture, and stores nothing', () => {
    let fresh: string;
    let freshId: string;
    beforeAll(async () => {
      fresh = await verifiedUser(t.app, t.mail, {
        email: 'careful@example.com',
        password: 'quiet-river-1',
      });
      freshId = (await sessionUserOf(t.app, fresh)).id;
    });

    const refusals: [string, () => Promise<Buffer>, number, string][] = [
      [
        'an HTML page renamed .png',
        async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        400,
        uiText.pictureNotAnImage,
      ],
      [
        'an SVG drawing renamed .png',
        async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        400,
        uiText.pictureNotAnImage,
      ],
      ['an empty file', async () => Buffer.alloc(0), 400, uiText.pictureEmpty],
      [
        'a file over 5 MB',
        async () => Buffer.concat([await plainPng(), Buffer.alloc(MAX_PICTURE_BYTES)]),
        413,
        uiText.pictureTooLarge,
      ],
      [
        'a PNG whose bytes are cut short',
        async () => (await plainPng(400, 400)).subarray(0, 120),
        400,
        uiText.pictureUnreadable,
      ],
    ];

    it.each(refusals)('refuses %s', async (_name, bytes, status, message) => {
      const response = await upload(fresh, await bytes());
      expect(response.statusCode).toBe(status);
      expect(json(response)).toMatchObject({ error: { message } });
      expect((await sessionUserOf(t.app, fresh)).picture).toBeNull();
      expect(await t.context.files.list(`profile-pictures/${freshId}`)).toEqual([]);
    });
  });
});
