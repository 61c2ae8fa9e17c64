import type { Translation } from '../catalogue.ts';
import type { settings as english } from '../en/settings.ts';

/**
 * Los ajustes (contraseña, eliminar la cuenta, notificaciones, mentoría, tus datos) y la
 * página a la que lleva el enlace «Dejar de recibir estos correos» de un correo.
 */
export const settings = {
  changePassword: 'Cambiar contraseña',
  deleteAccount: 'Eliminar cuenta',
  notificationsTitle: 'Notificaciones',
  mentoringTitle: 'Mentoría',
  yourDataTitle: 'Tus datos',
  changePasswordIntro:
    'Si cambias tu contraseña, se cerrará tu sesión en todos tus otros dispositivos.',
  currentPasswordLabel: 'Contraseña actual',
  changingPassword: 'Cambiando…',
  deleteAccountWhat:
    'Esto elimina tu cuenta para siempre: tu perfil y tu foto, tus notas, tus solicitudes de conexión y tus chats. No se puede deshacer.',
  deleteAccountReportsStay:
    'Los reportes que hiciste sobre otras personas se quedan con nuestro equipo de protección, sin tu nombre, para que pueda seguir protegiendo a los demás.',
  typeWordToConfirm: 'Escribe {word} para confirmar',
  deletingAccount: 'Eliminando…',
  // The button's name must match the directory's requestMentorButton in Spanish.
  mentoringIntro:
    'Los estudiantes ven si aceptas solicitudes nuevas. Cuando tienes tantos estudiantes como aceptas, o si haces una pausa, tu botón Solicitar mentor* se desactiva y dice por qué.',
  menteesNow:
    'Ahora tienes {count, plural, one {# estudiante} many {# estudiantes} other {# estudiantes}}.',
  menteeCapacityLabel: 'Estudiantes que acepto a la vez',
  menteeCapacityHint:
    'De {min} a {max}; {preset} hasta que elijas. Aceptar menos de los que tienes no termina ninguna conexión.',
  onThisDevice: 'En este dispositivo',
  emailsHeading: 'Correos electrónicos',
  emailsIntro:
    'Te enviamos un correo electrónico cuando pasa algo mientras no estás. Elige qué correos quieres recibir.',
  emailMeAbout: 'Enviarme correos sobre',
  emailRequestsLabel: 'Solicitudes',
  emailRequestsHint:
    'Cuando un estudiante te envía una solicitud, la cancela o sigue esperando tu respuesta.',
  emailAnswersLabel: 'Respuestas a mis solicitudes',
  emailAnswersHint:
    'Cuando un mentor acepta o rechaza tu solicitud, o cuando termina sin respuesta.',
  emailUnreadLabel: 'Mensajes que no he leído',
  emailUnreadHint:
    'Cuando un mensaje espera 15 minutos y no estás en MentorBridge. Como máximo un correo por chat cada 6 horas, y nunca con el mensaje.',
  emailMentoringLabel: 'Mi mentoría',
  emailMentoringHint:
    'Dos semanas antes de la fecha prevista para el fin de tu mentoría, y cuando termina.',
  stopEmailsTitle: 'Dejar de recibir correos',
  stopEmailsQuestion:
    '{kind, select, requests {¿Dejar de recibir correos sobre solicitudes?} answers {¿Dejar de recibir correos sobre las respuestas a tus solicitudes?} unread {¿Dejar de recibir correos sobre mensajes que no has leído?} mentoring {¿Dejar de recibir correos sobre tu mentoría: su fin previsto y su cierre?} other {¿Dejar de recibir estos correos?}} Tus otras preferencias de correo siguen como están.',
  stopTheseEmails: 'Dejar de recibir estos correos',
  chooseEmailsInSettings: 'Puedes elegir todos tus correos en {settings}.',
  dataDownloaded: 'Tus datos se descargaron.',
  yourDataWhat:
    'Descarga una copia de todo lo que MentorBridge guarda sobre ti: tu cuenta y tu perfil, tu foto, tu historia o tus respuestas, tus notas, tus solicitudes, cada mensaje de tus chats con las fotos que enviaste, los reportes que hiciste y las preferencias que elegiste. Es un solo archivo que puedes abrir con cualquier editor de texto.',
  yourDataLeftOut:
    'No incluye lo que pertenece a otras personas, como las fotos que te enviaron, ni lo que nuestro equipo de protección guarda sobre un reporte. El archivo dice qué deja fuera y por qué. Una madre, un padre o un cuidador puede pedirle a la escuela o a nosotros la copia de un menor de edad.',
  preparingCopy: 'Preparando tu copia…',
  downloadMyData: 'Descargar mis datos',
  gatheringData: 'Reuniendo todo. Esto tarda unos segundos.',

  deviceNotificationsLabel: 'Notificaciones en este dispositivo',
  // "Correos electrónicos" is emailsHeading, the section below.
  deviceNotificationsWhat:
    'Verás quién te escribió o te respondió, pero nunca lo que escribió, para lo que elijas en Correos electrónicos, más abajo.',
  deviceNotificationsOn: 'Las notificaciones están activadas en este dispositivo.',
  deviceNotificationsOff: 'Las notificaciones están desactivadas en este dispositivo.',
  deviceNotificationsTurningOn: 'Activando…',
  deviceNotificationsTurningOff: 'Desactivando…',
  deviceNotificationsUnsupported: 'Este navegador no puede mostrar notificaciones de MentorBridge.',
  // The iPhone's own menu items, as its Latin American Spanish names them.
  deviceNotificationsIPhone:
    'En un iPhone, primero agrega MentorBridge a tu pantalla de inicio (Compartir y luego Agregar a inicio).',
  deviceNotificationsBlocked:
    'Las notificaciones de MentorBridge están bloqueadas en la configuración de este navegador.',
  deviceNotificationsNotAllowed: 'No permitiste las notificaciones, así que siguen desactivadas.',
  deviceNotificationsRefused:
    'MentorBridge no puede enviar notificaciones a este navegador. Prueba con otro, como Chrome, Firefox, Edge o Safari.',
  deviceNotificationsBrowserFailed:
    'Este navegador no pudo configurar las notificaciones. Revisa tu conexión a internet y vuelve a intentarlo.',
  deviceNotificationsOnFailed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
  deviceNotificationsOffFailed: 'No se pudieron desactivar las notificaciones. Inténtalo de nuevo.',
} satisfies Translation<typeof english>;
