// Check-ins of a match (decision 060): "How is it going?" in the chat and on the dashboard, and a
// pair's own switch outside programmes.
export { CheckInForm } from './check-in-form.tsx';
export { CheckInsSwitch } from './check-ins-switch.tsx';
export { DueCheckIns } from './due-check-ins.tsx';
