import { allMessagesOf } from '../all-messages-of.ts';
import type { Catalogue } from '../catalogue.ts';
import { account } from './account.ts';
import { authMail } from './auth-mail.ts';
import { guardianMail } from './guardian-mail.ts';
import { calls } from './calls.ts';
import { caregivers } from './caregivers.ts';
import { checkIns } from './check-ins.ts';
import { endings } from './endings.ts';
import { errors } from './errors.ts';
import { landing } from './landing.ts';
import { programmes } from './programmes.ts';
import { site } from './site.ts';
import { story } from './story.ts';
import { shell } from './shell.ts';
import { settings } from './settings.ts';
import { directory } from './directory.ts';
import { choiceNames } from './choice-names.ts';
import { conversations } from './conversations.ts';
import { dates } from './dates.ts';
import { programmeConsole } from './programme-console.ts';
import { safety } from './safety.ts';
import { privacy } from './privacy.ts';
import { safeguarding } from './safeguarding.ts';
import { training } from './training.ts';
import { mail } from './mail.ts';

export const spanishAreas = {
  account,
  authMail,
  guardianMail,
  calls,
  caregivers,
  checkIns,
  endings,
  errors,
  landing,
  programmes,
  site,
  story,
  shell,
  settings,
  directory,
  choiceNames,
  conversations,
  programmeConsole,
  safety,
  privacy,
  safeguarding,
  training,
  dates,
  mail,
} as const;

export const spanish: Catalogue = allMessagesOf(spanishAreas);
