import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { pageLanguage } from '../../lib/language.ts';
import { PrivacyShortVersion } from '../privacy/index.ts';
import {
  checkAgeRange,
  checkRoleAndSkills,
  checkGuardianEmail,
  checkSignUpBasics,
  needsGuardianConsent,
  roleOptionsForAge,
} from '@mentorbridge/domain/sign-up-rules';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { checkCaptcha, useRollCaptcha } from './api/captcha.ts';
import { useSignUp } from './api/sign-up.ts';
import { authErrorNotice, isCaptchaFailure } from './auth-error.ts';
import { CaptchaDice } from './captcha-dice.tsx';
import { SkillPicker } from './skill-picker.tsx';

interface SignUpFormProps {
  /** Called with the new account's email once the verification mail is on its way. */
  onSignedUp: (email: string) => void;
}

/** An empty field is not age 0: it must fail the "valid age" rule, not the "at least 11" one. */
const parseAge = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Sign-up in the order of docs/product.md: fields, minimum age, captcha, age range; ages 26 to 90
 * then choose a role (and mentors their skills) before the account is created. The server applies
 * the same rules again.
 */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const notify = useNotify();
  const rollCaptcha = useRollCaptcha();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ageText, setAgeText] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [roleStep, setRoleStep] = useState(false);
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [skills, setSkills] = useState<string[]>([]);
  const [guardianEmail, setGuardianEmail] = useState('');
  const [classCode, setClassCode] = useState('');
  const [checking, setChecking] = useState(false);

  const { mutate: roll } = rollCaptcha;
  const newRoll = () => {
    setCaptchaText('');
    roll();
  };
  // A fresh roll each time the form appears, i.e. on entering sign-up mode.
  useEffect(() => roll(), [roll]);

  const fail = (text: string) => notify({ kind: 'error', text });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const age = parseAge(ageText);
    const basicsProblem = checkSignUpBasics({ email, password, age });
    if (basicsProblem) return fail(basicsProblem);

    const captcha = rollCaptcha.data;
    if (!captcha) return;
    const captchaAnswer = Number(captchaText);
    if (captchaText.trim() === '' || !Number.isInteger(captchaAnswer)) {
      fail(uiText.incorrectCaptcha);
      return newRoll();
    }
    const answer = { captchaId: captcha.id, captchaAnswer };

    if (!roleStep) {
      setChecking(true);
      try {
        await checkCaptcha(answer);
      } catch (error) {
        notify(authErrorNotice(error));
        if (isCaptchaFailure(error)) newRoll();
        return;
      } finally {
        setChecking(false);
      }
    }

    const rangeProblem = checkAgeRange(age);
    if (rangeProblem) return fail(rangeProblem);
    if (roleOptionsForAge(age) === 'choice' && !roleStep) {
      setRoleStep(true);
      return;
    }
    const roleProblem = checkRoleAndSkills(age, role, skills);
    if (roleProblem) return fail(roleProblem);
    const guardianProblem = checkGuardianEmail(age, email, guardianEmail);
    if (guardianProblem) return fail(guardianProblem);

    signUp.mutate(
      {
        email,
        password,
        age,
        ...answer,
        role,
        skills: role === 'mentor' ? skills : [],
        ...(needsGuardianConsent(age) ? { guardianEmail } : {}),
        ...(classCode.trim() ? { classCode } : {}),
        // The page's language becomes the account's: its first mail is written in it.
        language: pageLanguage(),
      },
      {
        onSuccess: (result) => {
          notify({
            kind: 'success',
            text: uiText.signedUp({ role: result.role, email: result.email }),
          });
          onSignedUp(result.email);
        },
        onError: (error) => {
          notify(authErrorNotice(error));
          if (isCaptchaFailure(error)) {
            setRoleStep(false);
            newRoll();
          }
        },
      },
    );
  };

  const busy = checking || signUp.isPending;

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={uiText.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={uiText.passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={uiText.passwordHint}
      />
      <TextField
        label={uiText.ageLabel}
        type="number"
        inputMode="numeric"
        value={ageText}
        onChange={(text) => {
          setAgeText(text);
          setRoleStep(false);
        }}
      />
      {needsGuardianConsent(parseAge(ageText)) && (
        <TextField
          label={uiText.guardianEmailLabel}
          type="email"
          autoComplete="off"
          value={guardianEmail}
          onChange={setGuardianEmail}
          hint={uiText.guardianEmailHint}
        />
      )}

      <fieldset className="captcha">
        <legend>{uiText.captchaLegend}</legend>
        <CaptchaDice captcha={rollCaptcha.data} loading={rollCaptcha.isPending} />
        <TextField
          label={uiText.captchaSumLabel}
          type="number"
          inputMode="numeric"
          value={captchaText}
          onChange={setCaptchaText}
        />
      </fieldset>

      {roleStep && (
        <fieldset className="role-choice">
          <legend>{uiText.joinAsLegend}</legend>
          {(['mentor', 'mentee'] as const).map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              {uiText.roleName({ role: option })}
            </label>
          ))}
        </fieldset>
      )}
      {roleStep && role === 'mentor' && <SkillPicker selected={skills} onChange={setSkills} />}

      <details className="class-code">
        <summary>{uiText.haveClassCode}</summary>
        <TextField
          label={uiText.classCodeLabel({ role: role ?? 'none' })}
          value={classCode}
          onChange={setClassCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={uiText.classCodeHint}
        />
      </details>

      <details className="hint">
        <summary>{uiText.whatWeKeepSummary}</summary>
        <PrivacyShortVersion />
        <p>
          <Link to="/privacy">{uiText.everythingWeKeepLink}</Link>
        </p>
      </details>
      <button type="submit" className="button primary" disabled={busy || !rollCaptcha.data}>
        {busy ? uiText.signingUp : uiText.signUpButton}
      </button>
    </form>
  );
}
