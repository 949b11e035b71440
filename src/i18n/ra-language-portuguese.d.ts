// ra-language-portuguese 1.6.0 ships plain CommonJS without types.
declare module 'ra-language-portuguese' {
  import type { TranslationMessages } from 'ra-core';
  const portugueseMessages: TranslationMessages;
  export default portugueseMessages;
}
