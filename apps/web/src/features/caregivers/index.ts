// A caregiver who knows (decision 060): a pupil's dashboard asks for the address where their
// programme wants it. The caregiver's own page is a view of its own (caregiver-page.tsx).
export { CaregiverAddressPrompt } from './caregiver-address-prompt.tsx';
