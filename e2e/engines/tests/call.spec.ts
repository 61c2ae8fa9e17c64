import { chromium } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { chromiumProject } from '../../playwright.config.ts';
import { APP_URL } from '../../support/ports.ts';
import { expect, test } from '../fixtures.ts';
import { connectedPairOverHttp, logIn } from '../people.ts';

test('a call between Chromium and Firefox ESR: each sees the other, with fake cameras', async ({
  engine,
  openPage,
}) => {
  test.skip(engine !== 'firefox', 'one smoke of the two engines a call most often spans');
  const { mentor, mentee, chatId } = await connectedPairOverHttp('engine-call');
  const callPath = `/call?${new URLSearchParams({
    room: roomNameFor(mentee.id, chatId),
    mentor: mentor.id,
  }).toString()}`;

  // The mentor in Chromium, with its fake camera and microphone.
  const chromiumBrowser = await chromium.launch(chromiumProject.use.launchOptions);
  try {
    // Signed in as the HTTP client that made them is.
    const mentorContext = await chromiumBrowser.newContext({
      baseURL: APP_URL,
      storageState: await mentor.api.storageState(),
    });
    const mentorCall = await mentorContext.newPage();
    await mentorCall.goto(callPath);
    await mentorCall.getByRole('button', { name: uiText.joinInAppCall }).click();

    // The mentee in Firefox ESR, whose fake devices its profile turns on.
    const menteeCall = await openPage();
    await logIn(menteeCall, mentee.credentials);
    await menteeCall.goto(callPath);
    await menteeCall.click({ role: 'button', name: uiText.joinInAppCall });

    const connected = uiText.inCallWith({ name: mentor.fullName });
    await expect.poll(() => menteeCall.texts('.call-state')).toEqual([connected]);
    await expect(mentorCall.locator('.call-state')).toHaveText(
      uiText.inCallWith({ name: mentee.fullName }),
    );
    // Frames arrive on both sides, not only an element.
    // Firefox counts a stream's frames as painted ones: its playback quality stays at 0 for them.
    const firefoxFrames = () =>
      menteeCall.evaluate(
        () =>
          (
            document.querySelector('video.call-remote') as
              (HTMLVideoElement & { mozPaintedFrames?: number }) | null
          )?.mozPaintedFrames ?? 0,
      );
    await expect.poll(firefoxFrames).toBeGreaterThan(5);
    await expect
      .poll(() =>
        mentorCall
          .locator('video.call-remote')
          .evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames),
      )
      .toBeGreaterThan(5);

    await menteeCall.click({ role: 'button', name: uiText.hangUp });
    await expect(mentorCall.locator('.call-state')).toHaveText(
      uiText.otherLeft({ name: mentee.fullName }),
    );
  } finally {
    await chromiumBrowser.close();
  }
});
