// A test set-up file (vitest.config.ts): every test reads sentences as the server writes them,
// English active, each language's catalogue compiled.
import '../i18n/languages.ts';
