import os from 'node:os';
import path from 'node:path';

/** Where the journeys find the app and the mail catcher; overridable when the defaults are taken. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? 2526);
export const MEETING_PORT = Number(process.env.E2E_MEETING_PORT ?? 3101);
export const APP_URL = `http://localhost:${APP_PORT}`;
/** A second app with the limits it ships with, for the journey of a whole class at once. */
export const CLASSROOM_PORT = Number(process.env.E2E_CLASSROOM_PORT ?? 3102);
export const CLASSROOM_URL = `http://localhost:${CLASSROOM_PORT}`;
/** A third app whose calls are held by a meeting service (VIDEO_SERVICE=jitsi), not in the app. */
export const MEETING_APP_PORT = Number(process.env.E2E_MEETING_APP_PORT ?? 3103);
export const MEETING_APP_URL = `http://localhost:${MEETING_APP_PORT}`;
/** The local stand-in for a school's own Jitsi (VIDEO_SERVICE=jitsi), unreachable here. */
export const MEETING_ORIGIN = `http://127.0.0.1:${MEETING_PORT}`;
/**
 * The local TURN relay (coturn) of the main app's in-app calls: UDP and TCP on this port. Not
 * coturn's own 3478, which a machine running Debian's coturn service already holds.
 */
export const TURN_PORT = Number(process.env.E2E_TURN_PORT ?? 3590);

/** The app server's DATA_DIR, fresh every run; journeys look at stored files there. */
export const APP_DATA_DIR = path.join(os.tmpdir(), 'mentorbridge-e2e-data');
export const CLASSROOM_DATA_DIR = path.join(os.tmpdir(), 'mentorbridge-e2e-classroom-data');
export const MEETING_APP_DATA_DIR = path.join(os.tmpdir(), 'mentorbridge-e2e-meeting-data');
