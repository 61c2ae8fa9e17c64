// Safety: the rules for staying safe, and where to find help.
export { HelpLines } from './help-lines.tsx';
