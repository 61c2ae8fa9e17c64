// Programmes: a programme's pairs as its coordinators read them, for a coordinator's call page.
export { useProgrammePairs } from './api/pairs-queries.ts';
