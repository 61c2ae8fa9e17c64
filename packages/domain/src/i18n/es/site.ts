import type { Translation } from '../catalogue.ts';
import type { site as english } from '../en/site.ts';

export const site = {
  siteDescription:
    'MentorBridge ayuda a estudiantes de secundaria a encontrar mentores que ya estuvieron donde ellos quieren llegar.',
  languageNotSaved:
    'Tu idioma cambió aquí, pero no se pudo guardar en tu cuenta. Por ahora, tus correos siguen en el idioma anterior.',
  languageLabel: 'Idioma',
} satisfies Translation<typeof english>;
