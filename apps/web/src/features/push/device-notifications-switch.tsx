import { type ChangeEvent, useId } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { canPush } from '../../lib/push-subscription.ts';
import { useNotify } from '../../ui/notices.tsx';
import { settingsNotice } from '../../ui/settings-notice.ts';
import { useSessionUser } from '../session/index.ts';
import { turnOnProblemText } from './device-notifications-text.ts';
import {
  useDeviceSubscription,
  useTurnOffDeviceNotifications,
  useTurnOnDeviceNotifications,
} from './use-device-notifications.ts';
import './push.css';

/**
 * Settings, Notifications: the switch for notifications on this device. It never asks for
 * permission by itself; only turning it on does, so the browser's question comes when the
 * person expects it.
 */
export function DeviceNotificationsSwitch() {
  const supported = canPush();
  const hintId = useId();
  const notify = useNotify();
  const device = useDeviceSubscription();
  const turnOn = useTurnOnDeviceNotifications(useSessionUser()?.id ?? '');
  const turnOff = useTurnOffDeviceNotifications();
  const working = device.isPending || turnOn.isPending || turnOff.isPending;
  // Read on every render: a refusal just now shows without a reload.
  const blocked = supported && Notification.permission === 'denied';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.checked) {
      turnOn.mutate(undefined, {
        onSuccess: () => notify(settingsNotice('success', uiText.deviceNotificationsOn)),
        onError: (error) => notify(settingsNotice('error', turnOnProblemText(error))),
      });
    } else {
      turnOff.mutate(undefined, {
        onSuccess: () => notify(settingsNotice('success', uiText.deviceNotificationsOff)),
        onError: () => notify(settingsNotice('error', uiText.deviceNotificationsOffFailed)),
      });
    }
  };

  return (
    <div className="device-notifications">
      <label className="checkbox switch">
        <input
          type="checkbox"
          role="switch"
          checked={Boolean(device.data)}
          disabled={!supported || working}
          aria-describedby={hintId}
          onChange={handleChange}
        />
        {uiText.deviceNotificationsLabel}
      </label>
      <div className="hint" id={hintId}>
        <p>{uiText.deviceNotificationsWhat}</p>
        {!supported && (
          <p>
            {uiText.deviceNotificationsUnsupported} {uiText.deviceNotificationsIPhone}
          </p>
        )}
        {blocked && !device.data && <p>{uiText.deviceNotificationsBlocked}</p>}
      </div>
      {/* Says what is happening while the switch waits; empty, it takes no room. */}
      <p className="device-notifications-progress" aria-live="polite">
        {turnOn.isPending
          ? uiText.deviceNotificationsTurningOn
          : turnOff.isPending
            ? uiText.deviceNotificationsTurningOff
            : ''}
      </p>
    </div>
  );
}
