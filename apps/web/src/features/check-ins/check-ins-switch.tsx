import './check-ins.css';
import { useId } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { useSwitchCheckIns } from './api/check-ins.ts';

/**
 * `Remind us to check in`, for a pair outside programmes (decision 060): both are asked how it
 * is going on the usual cadence, and only each of them sees their own answers.
 */
export function CheckInsSwitch({ chatId, on }: { chatId: string; on: boolean }) {
  const switchCheckIns = useSwitchCheckIns(chatId);
  const notify = useNotify();
  const hintId = useId();
  return (
    <div className="check-ins-switch">
      <label className="checkbox">
        <input
          type="checkbox"
          // While the choice is on its way it shows as chosen; a refusal puts it back.
          checked={switchCheckIns.isPending ? switchCheckIns.variables : on}
          aria-describedby={hintId}
          onChange={(event) =>
            switchCheckIns.mutate(event.target.checked, {
              onError: (error) => notify({ kind: 'error', text: error.message }),
            })
          }
        />
        {uiText.checkInsSwitchLabel}
      </label>
      <span id={hintId} className="hint">
        {uiText.checkInsSwitchHint}
      </span>
    </div>
  );
}
