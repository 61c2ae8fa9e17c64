import type { Translation } from '../catalogue.ts';
import type { authMail as english } from '../en/auth-mail.ts';

export const authMail = {
  verifyMailSubject: 'Confirma tu correo electrónico en MentorBridge',
  verifyMailWelcome: '¡Te damos la bienvenida a MentorBridge!',
  verifyMailOpenLink:
    'Abre este enlace para confirmar tu correo electrónico. Funciona una sola vez, durante 24 horas:',
  verifyMailLinkText: 'Confirmar mi correo electrónico',
  verifyMailNotYou: 'Si no te registraste, puedes ignorar este correo.',

  registeredMailSubject: 'Ya tienes una cuenta de MentorBridge',
  registeredMailSomeone:
    'Alguien, probablemente tú, intentó registrarse en MentorBridge con este correo electrónico.',
  registeredMailNoNewAccount: 'Ya tienes una cuenta, así que no se creó otra.',
  registeredMailLogInHere: 'Inicia sesión aquí:',
  registeredMailLogInLink: 'Iniciar sesión',
  registeredMailNotYou: 'Si no fuiste tú, puedes ignorar este correo: no cambió nada.',

  resetMailSubject: 'Cambia tu contraseña de MentorBridge',
  resetMailSomeone:
    'Alguien, probablemente tú, pidió cambiar la contraseña de tu cuenta de MentorBridge.',
  resetMailOpenLink:
    'Abre este enlace para elegir una contraseña nueva. Funciona una sola vez, durante 1 hora:',
  resetMailNotYou: 'Si no lo pediste, puedes ignorar este correo: tu contraseña sigue igual.',
} satisfies Translation<typeof english>;
