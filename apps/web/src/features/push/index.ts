// Push: notifications on this device (Web Push), and the switch that turns them on or off.
export { DeviceNotificationsSwitch } from './device-notifications-switch.tsx';
