import type { Captcha } from '@mentorbridge/domain/api/auth';
import { uiText } from '@mentorbridge/domain/ui-text';

// Where the pips of each face sit on a 3x3 grid, numbered 0-8 row by row.
const pipCells: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ value }: { value: number }) {
  const cells = pipCells[value] ?? [];
  return (
    <svg
      className="die"
      viewBox="0 0 90 90"
      width="56"
      height="56"
      role="img"
      aria-label={uiText.dieShowing({ value })}
    >
      <rect x="3" y="3" width="84" height="84" rx="16" className="die-face" />
      {cells.map((cell) => (
        <circle
          key={cell}
          cx={20 + (cell % 3) * 25}
          cy={20 + Math.floor(cell / 3) * 25}
          r="8"
          className="die-pip"
        />
      ))}
    </svg>
  );
}

/** The two dice of the captcha; each states its value to screen readers. */
export function CaptchaDice({
  captcha,
  loading,
}: {
  captcha: Captcha | undefined;
  loading: boolean;
}) {
  if (!captcha) {
    return <p className="dice">{loading ? uiText.rollingDice : uiText.diceNotRolled}</p>;
  }
  return (
    <div className="dice" aria-live="polite">
      <Die value={captcha.dice[0]} />
      <span aria-hidden="true">+</span>
      <Die value={captcha.dice[1]} />
    </div>
  );
}
