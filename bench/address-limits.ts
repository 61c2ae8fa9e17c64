/**
 * What one network address can do against MentorBridge's own limits (decision 029, no
 * RATE_LIMIT_FACTOR): a class of 40 behind one school address must get through in a minute,
 * while a bot on one address farms few accounts, checks few guesses and floods no inbox. All on
 * loopback: each actor sends from its own 127.0.0.x, so none shares another's counters.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { type MailCatcher, startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { type Benchmark, measured } from './support/benchmark.ts';
import { botLoop, checkOwnCounters, count, refusals } from './support/bot-loop.ts';
import { type Figure, ratio } from './support/figures.ts';
import {
  type AddressClient,
  clientFrom,
  logIn,
  signUp,
  verifyFromMail,
} from './support/loopback-client.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort } from './support/processes.ts';
import { addressLimits, targets } from './support/targets.ts';

/** Long enough at 60 sign-ups a minute to reach the 200-a-day account cap. */
const BOT_MINUTES = Number(process.env.BOT_MINUTES ?? 4);
const CLASS_SIZE = addressLimits.classSize;
const PASSWORD = 'lantern-otter-walks-7';
/** Per address a minute, as apps/server/src/app-context.ts sets them. */
const perMinute = { signUp: 60, logIn: 60, passwordReset: 20 };
const lasted = `${BOT_MINUTES} min`;

const rows = {
  school: {
    figure: `Limits: a class of ${CLASS_SIZE} from one address`,
    target: targets.classFromOneAddress,
  },
  farming: {
    figure: `Limits: accounts a bot created from one address in ${lasted}`,
    target: targets.accountsFromOneAddress,
  },
  guessing: {
    figure: `Limits: guesses checked at one account's password in ${lasted}`,
    target: targets.guessesAtOneAccount,
  },
  owner: {
    figure: "Limits: the guessed account's owner logging in from home meanwhile",
    target: targets.ownerLogsInMeanwhile,
  },
  stuffing: {
    figure: 'Limits: log-ins answered across accounts from one address',
    target: targets.logInsFromOneAddress,
  },
  flooding: {
    figure: `Limits: mails to one victim by password-reset requests in ${lasted}`,
    target: targets.mailsToOneVictim,
  },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A verified account, made from an address of its own so no actor's counters start used. */
async function verifiedAccount(setup: AddressClient, catcher: MailCatcher, email: string) {
  const signedUp = await signUp(setup, email, PASSWORD);
  const verified = await verifyFromMail(setup, catcher, email);
  if (signedUp.status !== 201 || verified.status !== 200) throw new Error(`no account ${email}`);
}

/** One pupil: sign-up, the mailed link, log-in; the statuses of the steps reached. */
async function pupil(client: AddressClient, catcher: MailCatcher, email: string) {
  const signedUp = await signUp(client, email, PASSWORD);
  if (signedUp.status !== 201) return [signedUp.status];
  const verified = await verifyFromMail(client, catcher, email).catch(() => ({ status: 0 }));
  if (verified.status !== 200) return [201, verified.status];
  return [201, 200, (await logIn(client, email, PASSWORD)).status];
}

async function addressLimitFigures(): Promise<Figure[]> {
  if (!(BOT_MINUTES > 0)) throw new Error('BOT_MINUTES must be a positive number of minutes');
  const run = randomUUID().slice(0, 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-limits-bench-'));
  const catcher = await startMailCatcher();
  const clients: AddressClient[] = [];
  const server = await startMentorBridge(dataDir, await freePort(), {
    env: { SMTP_URL: catcher.smtpUrl },
    pinned: false,
  }).catch(async (error: unknown) => {
    await catcher.close();
    throw error;
  });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const from = (address: string) => {
      const client = clientFrom(address, origin);
      clients.push(client);
      return client;
    };
    const guessed = `guessed-${run}@example.org`;
    const victim = `victim-${run}@example.org`;
    const setup = from('127.0.0.9');
    await verifiedAccount(setup, catcher, guessed);
    await verifiedAccount(setup, catcher, victim);

    const school = from('127.0.0.1');
    const classStarted = performance.now();
    const pupils = await Promise.all(
      Array.from({ length: CLASS_SIZE }, (_, n) =>
        pupil(school, catcher, `pupil-${n}-${run}@school.example`),
      ),
    );
    const classMs = performance.now() - classStarted;
    const through = pupils.filter((steps) => steps.join() === '201,200,200').length;
    const stuck = pupils.filter((steps) => steps.join() !== '201,200,200').map((s) => s.join('>'));
    console.log(
      `  class: ${through} of ${CLASS_SIZE} through in ${seconds(classMs)}` +
        (stuck.length > 0 ? `; stuck: ${stuck.join(', ')}` : ''),
    );

    const started = Date.now();
    const deadline = started + BOT_MINUTES * 60_000;
    const farmer = from('127.0.0.2');
    const guesser = from('127.0.0.3');
    const stuffer = from('127.0.0.4');
    const flooder = from('127.0.0.5');
    const [farmed, guesses, stuffed, floods] = await Promise.all([
      botLoop(started, deadline, () =>
        signUp(farmer, `farmed-${randomUUID()}@example.org`, PASSWORD),
      ),
      botLoop(started, deadline, () => logIn(guesser, guessed, `guess-${randomUUID()}`)),
      botLoop(started, deadline, () =>
        logIn(stuffer, `stuffed-${randomUUID()}@example.org`, `stuffed-${randomUUID()}`),
      ),
      botLoop(started, deadline, () =>
        flooder.post('/api/auth/password-reset/request', { email: victim }),
      ),
    ]);
    // The owner of the guessed account, at home, while the classmate is held at school.
    const ownerAtHome = await logIn(from('127.0.0.6'), guessed, PASSWORD);
    checkOwnCounters({
      'account farming': { attempts: farmed, limit: perMinute.signUp },
      'password guessing': { attempts: guesses, limit: perMinute.logIn },
      'credential stuffing': { attempts: stuffed, limit: perMinute.logIn },
      'mail flooding': { attempts: floods, limit: perMinute.passwordReset },
    });

    const accounts = count(farmed, 201);
    const dailyRefusal = farmed.find((a) => a.message === uiText.tooManySignUpsToday);
    const capAt = dailyRefusal ? `first daily refusal after ${seconds(dailyRefusal.at)}` : '';
    const checked = count(guesses, 401);
    const answered = count(stuffed, 401);
    // Per window begun: the window is fixed, counted from the address's first request.
    const answeredPerMinute = answered / Math.ceil(BOT_MINUTES);
    // Answered or refused by the daily cap: at this pace, when the cap would stop the stuffing.
    const dailyCapAfterMinutes = addressLimits.failedLogInsPerDay / Math.max(answeredPerMinute, 1);
    const victimMails = catcher.mails.filter((mail) => mail.to.includes(victim)).length;
    const resetsAnswered = count(floods, 200);
    console.log(
      `  account farming: ${accounts} accepted, ${refusals(farmed)}; ${capAt || 'daily cap not reached'}`,
    );
    console.log(
      `  password guessing: ${checked} checked, ${refusals(guesses)}; the owner from home: ${ownerAtHome.status}`,
    );
    console.log(
      `  credential stuffing: ${answered} answered (${answeredPerMinute.toFixed(1)} a minute), ${refusals(stuffed)}`,
    );
    console.log(
      `  mail flooding: ${victimMails} mails to the victim (1 verification) from ${resetsAnswered} reset requests answered, ${refusals(floods)}`,
    );

    return [
      measured(
        rows.school,
        {
          value: `${through} of ${CLASS_SIZE} signed up, verified and logged in in ${seconds(classMs)}`,
          baseline: `per address: ${perMinute.signUp} sign-ups, verifications and log-ins a minute`,
          comparison: `${CLASS_SIZE} of ${perMinute.signUp} a minute used`,
        },
        through,
      ),
      measured(
        rows.farming,
        {
          value: `${accounts}${capAt && `, ${capAt}`}`,
          baseline: `the class: ${CLASS_SIZE}`,
          comparison: ratio(accounts, CLASS_SIZE),
        },
        accounts,
      ),
      measured(
        rows.guessing,
        {
          value: `${checked} checked`,
          baseline: `${guesses.length} guesses sent`,
          comparison: `${count(guesses, 429)} refused`,
        },
        { checked, minutes: BOT_MINUTES },
      ),
      measured(
        rows.owner,
        {
          value: ownerAtHome.status === 200 ? 'logged in' : `refused (${ownerAtHome.status})`,
          baseline: `the classmate at school: ${count(guesses, 429)} guesses refused`,
          comparison: 'a lock holds only where the guesses came from',
        },
        ownerAtHome.status,
      ),
      measured(
        rows.stuffing,
        {
          value:
            `${answeredPerMinute.toFixed(1)} a minute (${answered} in ${lasted}); ` +
            `the daily cap stops it after about ${Math.round(dailyCapAfterMinutes)} min`,
          baseline: `${stuffed.length} log-ins sent`,
          comparison: `${count(stuffed, 429)} refused`,
        },
        { answered, minutes: BOT_MINUTES },
      ),
      measured(
        rows.flooding,
        {
          value: `${victimMails} mails (1 verification, ${victimMails - 1} reset links)`,
          baseline: `${resetsAnswered} reset requests answered`,
          comparison: ratio(victimMails, resetsAnswered),
        },
        victimMails,
      ),
    ];
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await server.stop();
    await catcher.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const addressLimitBenchmark: Benchmark = {
  rows: Object.values(rows),
  run: addressLimitFigures,
};
