// Blocks: the people a user blocked, who can no longer reach them.
export { BlockButton } from './block-button.tsx';
