import type { Translation } from '../catalogue.ts';
import type { errors as english } from '../en/errors.ts';

/**
 * Ours: the wording the API's errors share (rate limits, sessions, outages).
 */
export const errors = {
  tooManyRequests: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  tooManyFailedLogInsToday:
    'Hoy hubo demasiados intentos fallidos de iniciar sesión desde esta red. Vuelve a intentarlo mañana o desde otra red.',
  tooManySignUpsToday:
    'Hoy se crearon demasiadas cuentas desde esta red. Vuelve a intentarlo mañana.',
  notSignedIn: 'Primero inicia sesión.',
  pushServiceRefused:
    'MentorBridge no puede enviar notificaciones al servicio de este navegador. Prueba con otro navegador.',
  // An HTTP request, not a request to a mentor: "petición", not the glossary's "solicitud".
  forbiddenOrigin: 'Esta petición venía de otro sitio web y se rechazó.',
  invalidRequest: 'La petición no era válida.',
  notFound: 'No se encontró.',
  serverError: 'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
  unavailable:
    'MentorBridge no puede acceder a sus datos ahora mismo. Vuelve a intentarlo en unos instantes.',
} satisfies Translation<typeof english>;
