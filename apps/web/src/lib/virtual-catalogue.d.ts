// A language's compiled catalogue, made by the build (build/languages.ts).
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
