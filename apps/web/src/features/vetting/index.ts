// Vetting: a mentor's own safeguarding check and training, on their dashboard.
export { CheckPanel } from './check-panel.tsx';
