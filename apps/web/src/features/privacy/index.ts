// Privacy: what MentorBridge keeps, why, for how long and who sees it.
export { PrivacyShortVersion } from './privacy-short-version.tsx';
