import {
  MAX_FULL_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PICTURE_BYTES,
  MIN_PASSWORD_LENGTH,
} from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { account as english } from '../en/account.ts';

/** 10000 as "10.000", the Spanish way (not `toLocaleString`, for the same reason as English's). */
const withThousandsDots = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * Cuentas, directorio, solicitudes, chat, protección y ajustes, en español neutro de América
 * Latina: `tú` a estudiantes, mentores y responsables; `usted` a la madre, el padre o el tutor
 * (guardianLinkInvalid, consentGiven, consentRefused).
 */
export const account = {
  logInToManageProfile: 'Inicia sesión para administrar tu perfil.',
  logInToViewMenteeConnections: 'Inicia sesión para ver tus conexiones con estudiantes.',
  logInToSeeConnections: 'Inicia sesión para ver tus conexiones.',

  welcomePrompt: 'Crea una cuenta o inicia sesión para continuar.',
  logInNeedsNoAge: 'Para iniciar sesión no necesitas la edad ni las habilidades.',
  checkInbox:
    'Después de registrarte, busca el correo electrónico de verificación en tu bandeja de entrada (y en la carpeta de spam).',
  skillPickerLabel: 'Máx. 5. Mín. 1',

  invalidSignUpFields:
    'Escribe una edad válida, un correo electrónico válido y una contraseña de al menos 6 caracteres.',
  tooYoung: 'Lo sentimos, debes tener al menos 11 años para registrarte.',
  incorrectCaptcha: 'El captcha es incorrecto. Inténtalo de nuevo.',
  ageOutOfRange: 'Escribe una edad válida, entre 11 y 90.',
  storedAgeOutOfRange: 'Escribe una edad válida (11–90).',
  mentorNeedsSkill: 'Como mentor, debes elegir al menos 1 habilidad.',
  tooManySkills: 'Puedes elegir como máximo 5 habilidades.',
  chooseRole: 'Elige si te unes como mentor o como estudiante.',
  unknownSkill: 'Elige tus habilidades de la lista.',
  passwordTooLong: 'Tu contraseña puede tener como máximo 128 caracteres.',
  captchaExpired: 'Ese captcha ya no es válido. Responde el nuevo.',

  emailNotVerified:
    'Tu correo electrónico no está verificado. Busca el correo electrónico de verificación en tu bandeja de entrada.',
  wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
  loggedIn: 'Iniciaste sesión.',
  /** `role` is the code `mentor` or `mentee`: chosen here so a mentee reads "estudiante". */
  signedUp:
    'Te registraste como {role, select, mentor {mentor} mentee {estudiante} other {{role}}}. Enviamos un correo electrónico de verificación a {email}. Verifica tu correo electrónico antes de iniciar sesión.',

  emailVerified: 'Tu correo electrónico está verificado. Ya puedes iniciar sesión.',
  verificationLinkInvalid:
    'Este enlace de verificación ya no es válido o ya se usó. Inicia sesión para recibir uno nuevo.',

  forgotPassword: '¿Olvidaste tu contraseña?',
  passwordResetMailSent:
    'Si hay una cuenta con ese correo electrónico, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada y la carpeta de spam.',
  passwordResetLinkInvalid:
    'Este enlace para restablecer la contraseña ya no es válido o ya se usó. Pide uno nuevo.',
  passwordResetDone: 'Tu contraseña se restableció. Ya puedes iniciar sesión con ella.',
  enterValidEmail: 'Escribe un correo electrónico válido.',

  fullNameEmpty: 'El nombre completo no puede estar vacío',
  fullNameSaved: '¡Nombre completo guardado!',
  fullNameSaveFailed: 'No se pudo guardar el nombre completo',
  fullNameTooLong: `Tu nombre completo puede tener como máximo ${MAX_FULL_NAME_LENGTH} caracteres.`,

  pictureUploaded: '¡Foto de perfil subida! Puede tardar un poco en cambiar en todas las páginas.',
  pictureUploadFailed: 'No se pudo subir la foto de perfil',
  pictureNotAnImage: 'Este archivo no es una foto. Elige una foto JPEG, PNG, WebP o GIF.',
  pictureEmpty: 'Este archivo está vacío. Elige una foto.',
  pictureTooLarge: `Esta foto pesa más de ${MAX_PICTURE_BYTES / 1024 / 1024} MB. Elige una más pequeña.`,
  pictureUnreadable: 'No se pudo leer esta foto. Elige otra.',
  /** Shown after "Status:" ("Estado"), so masculine. */
  connectionUnknown: 'Desconocido',
  connectionOnline: 'En línea',
  connectionOffline: 'Sin conexión',

  noNotesYet: 'Todavía no hay notas. Escribe la primera arriba.',
  noteEmpty: 'Una nota necesita algo de texto.',
  noteTooLong: `Una nota puede tener como máximo ${withThousandsDots(MAX_NOTE_LENGTH)} caracteres.`,
  noteNotFound: 'Esta nota ya no existe.',

  allFieldsRequired: 'Todos los campos son obligatorios.',
  newPasswordsDontMatch: 'Las contraseñas nuevas no coinciden.',
  passwordChanged: 'La contraseña se cambió correctamente.',
  currentPasswordWrong: 'La contraseña no es correcta.',
  newPasswordTooShort: `La contraseña nueva debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  enterPasswordToDelete: 'Inicia sesión y escribe tu contraseña.',
  typeRemoveToConfirm: "Para confirmar, debes escribir 'REMOVE'.",
  accountDeleted: 'Cuenta eliminada.',

  loadingMentors: 'Cargando mentores...',
  noMentorsForSkill:
    'No se encontraron mentores con esa habilidad. Intenta escribirla de otra forma para ver resultados parecidos.',
  noSkillsListed: 'No hay habilidades indicadas.',
  logInToRequest: 'Inicia sesión para enviar una solicitud a un mentor.',
  requestedMentor: 'Enviaste una solicitud al mentor {mentor}.',
  requestFailed: 'No se pudo enviar la solicitud.',
  requestAsteriskNote:
    '* Con una solicitud le pides al mentor una conexión. Podrás chatear cuando la acepte.',
  alreadyRequested: 'Ya le enviaste una solicitud a este mentor.',
  requestNotFound: 'Esta solicitud ya no existe.',
  requestMoveRefused: 'Esta solicitud no se puede cambiar de esa forma.',
  onlyMenteesRequest: 'Solo los estudiantes pueden enviar solicitudes a los mentores.',
  mentorUnavailable: 'Este mentor no está disponible.',
  requestAccepted: 'Solicitud aceptada.',
  acceptFailed: 'No se pudo aceptar la solicitud.',
  requestRejected: 'Solicitud rechazada.',
  rejectFailed: 'No se pudo rechazar la solicitud.',
  deleted: 'Se eliminó correctamente.',
  deleteFailed: 'No se pudo eliminar.',
  pendingCanceled: 'Solicitud pendiente cancelada.',
  cancelFailed: 'No se pudo cancelar la solicitud.',
  chatDeleted: 'El chat se eliminó correctamente.',
  chatDeleteFailed: 'No se pudo eliminar el chat.',
  confirmReject: '¿Rechazar la solicitud de este estudiante?',
  confirmMentorDelete: '¿Eliminar esta solicitud de chat?',
  confirmMenteeDelete:
    '¿Seguro que quieres terminar y eliminar este chat? Esta acción no se puede deshacer.',
  confirmCancel: '¿Cancelar esta solicitud pendiente?',

  noAcceptedChats: 'Todavía no hay chats aceptados.',
  noMessagesYet: 'Todavía no hay mensajes.',
  chatNotAccepted: 'El chat todavía no fue aceptado.',
  messageEmpty: 'Primero escribe un mensaje o elige una foto.',
  sendingTooFast: 'Estás enviando muy rápido. Tu mensaje se enviará en un momento.',
  chatNotFound: 'Este chat no existe o no es tuyo.',

  startOrJoinCall: 'Iniciar o unirse a la videollamada',
  inCall: '{name} está en una videollamada.',
  youAreInCall: 'Estás en esta videollamada.',
  joinCall: 'Unirse a la videollamada',
  leaveCall: 'Salir de la videollamada',
  callLeft: 'Saliste de la videollamada.',
  rejoinCall: 'Volver a la videollamada',
  callLinkInvalid:
    'Este enlace de videollamada no es válido. Inicia la videollamada desde tu chat.',
  videoServiceUnreachable:
    'En este momento no se puede conectar con el servicio de video en {host}.',

  commonPassword: 'Esta contraseña es una de las más comunes y es fácil de adivinar. Elige otra.',

  heldForReview: 'Retenido para revisión',
  heldExplained:
    'Este mensaje tiene datos de contacto, por eso el equipo de protección lo revisa antes de entregarlo.',
  removedByReview: 'No se entregó: el equipo de protección lo eliminó.',
  chatMayBeReviewed:
    'Para proteger a todos, nuestro equipo de protección puede revisar los chats con personas jóvenes.',
  leadsOnly: 'Solo los responsables de protección pueden abrir esta página.',
  heldNotFound: 'Este mensaje retenido no existe o ya se tomó una decisión sobre él.',
  reportReceived:
    'Gracias por avisarnos. Nuestro equipo de protección lo va a revisar. Hasta entonces, el contacto con esta persona queda en pausa.',
  reportFailed: 'No se pudo enviar el reporte. Inténtalo de nuevo.',
  chatFrozen:
    'Este chat está en pausa mientras nuestro equipo de protección revisa un reporte. Puedes leerlo, pero no puedes escribir ni hacer videollamadas.',
  releaseRefusedChatPaused: 'Este chat está en pausa: {reason}. El mensaje sigue retenido.',
  heldChatPaused:
    'Este chat está en pausa: {reason}. Se podrá liberar cuando el chat vuelva a abrirse.',
  /** Lowercase, no full stop: each goes inside "Este chat está en pausa: {reason}." */
  pausedForCheck: 'la verificación de protección de {mentorName} no es válida hoy',
  pausedForReport: 'hay un reporte abierto entre sus dos miembros',
  pausedForSuspension: 'uno de sus miembros está suspendido',
  pausedForBlock: 'uno de sus miembros bloqueó al otro',
  pausedForUnknownReason:
    'por un motivo que esta versión de la página no puede nombrar: vuelve a cargarla para verlo',
  pausedForEnding: 'la mentoría terminó',
  leadNeedsRecord:
    'Tu propia verificación de protección no está registrada o ya no es válida. Hasta que se registre una verificación completa para ti, no puedes ver los mensajes, las fotos, los reportes ni la cuenta de un menor de edad, ni escribirle a un menor de edad.',
  leadRecordHidesFlags:
    '{count, plural, one {No se muestra # mensaje marcado en un chat con un menor de edad.} many {No se muestran # mensajes marcados en chats con menores de edad.} other {No se muestran # mensajes marcados en chats con menores de edad.}}',
  leadRecordHidesReports:
    '{count, plural, one {No se muestra # reporte sobre un menor de edad.} many {No se muestran # reportes sobre menores de edad.} other {No se muestran # reportes sobre menores de edad.}}',
  chatWaitsForCheck:
    'Este chat está en pausa hasta que se renueve la verificación de protección de {mentorName}.',
  notCheckedYet:
    'Podrás aceptar a estudiantes menores de 18 años cuando un responsable de protección haya registrado tu verificación.',
  checkPanelTitle: 'Verificación de protección',
  checkNotYet:
    'Todavía sin verificar: los estudiantes menores de 18 años no pueden encontrarte hasta que un responsable de protección registre tu verificación.',
  checkValidUntil: 'Verificado hasta el {date}',
  checkExpiresIn:
    '{days, plural, one {Tu verificación vence en # día} many {Tu verificación vence en # días} other {Tu verificación vence en # días}}',
  checkExpiredOn: 'Tu verificación venció el {date}',
  checkSuspended:
    'Tu registro de protección está suspendido: los estudiantes menores de 18 años no pueden encontrarte ni escribirte.',
  checkContact: '¿Tienes preguntas sobre tu verificación? Escribe a {email}.',
  onlyMentorsChecked: 'Solo los mentores tienen verificación de protección y capacitación.',
  ownRecordByOthers:
    'Tu propia verificación de protección la registra otro responsable de protección o el operador del servidor.',
  quizAttemptsUsed:
    'Ya usaste los 5 intentos de hoy en el cuestionario. Vuelve a leer las lecciones e inténtalo otra vez mañana.',
  checkedBadge: 'Verificado',
  checkedBadgeExplained:
    'Verificación de protección revisada por MentorBridge, válida hasta {monthYear}',
  accountSuspended:
    'Nuestro equipo de protección suspendió esta cuenta. Si crees que es un error, comunícate con nosotros.',
  reportNotFound: 'Este reporte no existe o ya se cerró.',
  accountUnderReview:
    'No se puede eliminar esta cuenta mientras nuestro equipo de protección revisa un reporte. Inténtalo de nuevo cuando haya terminado.',
  accountRecordSuspended:
    'No se puede eliminar esta cuenta mientras su registro de protección esté suspendido. Inténtalo de nuevo cuando nuestro equipo de protección lo haya revisado.',
  userNotFound: 'Ninguna cuenta coincide.',
  confirmBlock:
    '¿Bloquear a {name}? No podrán verse en el directorio, las solicitudes ni el chat hasta que desbloquees a esta persona en Ajustes.',
  blocked: 'Bloqueaste a {name}.',
  unblocked: 'Desbloqueaste a {name}.',
  blockFailed: 'No se pudo bloquear. Inténtalo de nuevo.',
  noneBlocked: 'No has bloqueado a nadie.',
  guardianEmailNeeded:
    'Si tienes 11 o 12 años, necesitamos el correo electrónico de tu madre, padre o tutor, para que primero dé su permiso.',
  guardianEmailNotOwn: 'Escribe el correo electrónico de tu madre, padre o tutor, no el tuyo.',
  consentPending:
    'Tu madre, padre o tutor todavía no dio su permiso. Le enviamos un correo electrónico. Cuando diga que sí, podrás enviar solicitudes a mentores, chatear y hacer videollamadas.',
  /** To the parent or guardian: `usted`. */
  guardianLinkInvalid: 'Este enlace ya no es válido.',
  consentGiven:
    'Gracias. Su hijo o hija ya puede enviar solicitudes a mentores, chatear y hacer videollamadas.',
  consentRefused: 'La cuenta de su hijo o hija y todo su contenido se eliminaron.',
  reasonRequired: 'Escribe el motivo, para el registro de auditoría.',

  notificationsSaved: 'Tus preferencias de correo electrónico se guardaron.',
  notificationsFailed:
    'No se pudieron guardar tus preferencias de correo electrónico. Inténtalo de nuevo.',
  unsubscribed: 'Listo. Ya no recibirás estos correos electrónicos.',
  unsubscribeLinkInvalid:
    'Este enlace para cancelar la suscripción no es válido. Puedes elegir qué correos electrónicos recibir en Ajustes.',
  mentoringSaved: 'Tus preferencias de mentoría se guardaron.',
  onlyMentorsMentor: 'Solo los mentores eligen cuántos estudiantes aceptan.',
  mentoringFailed: 'No se pudieron guardar tus preferencias de mentoría. Inténtalo de nuevo.',
  mentorPaused: 'No acepta solicitudes por ahora',
  mentorFull: 'Por ahora ya tiene todos los estudiantes que puede aceptar',
  mentorPausedRefusal:
    'Este mentor no acepta solicitudes por ahora. Envía tu solicitud a otro mentor.',
  mentorFullRefusal:
    'Este mentor ya tiene todos los estudiantes que puede aceptar por ahora. Envía tu solicitud a otro mentor.',
  capacityReached:
    'Ya tienes {capacity, plural, one {# estudiante} many {# estudiantes} other {# estudiantes}}, la cantidad que elegiste aceptar. Para aceptar esta solicitud, sube esa cantidad en Ajustes, Mentoría.',
  resetMailLinkText: 'Elegir una contraseña nueva',
} satisfies Translation<typeof english>;
