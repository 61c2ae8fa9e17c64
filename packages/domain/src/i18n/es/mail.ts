import { REQUEST_EXPIRY_DAYS } from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { mail as english } from '../en/mail.ts';

/**
 * Mail and push, written by the server in the recipient's language. Pupils, mentors and leads:
 * tú. The school's consent goes to a parent or guardian: usted, and "your child" is "su hijo o
 * hija" (as caregivers.ts). Links are infinitives, as buttons are. "All Mentors" is "Todos los
 * mentores" and "Mentor checks" "Verificaciones de mentores", as the pages name them.
 */
export const mail = {
  mailSeeYourRequests: 'Ver tus solicitudes',
  mailAnswerTheRequest: 'Responder la solicitud',
  mailOpenTheChat: 'Abrir el chat',
  mailFindAMentor: 'Buscar un mentor',
  mailAnswerInTheChat: 'Responder en el chat',
  mailWhyRequests:
    'Recibes este correo porque eres mentor en MentorBridge y elegiste recibir correos sobre solicitudes.',
  mailWhyAnswers:
    'Recibes este correo porque pediste un mentor en MentorBridge y elegiste recibir correos sobre las respuestas.',
  mailWhyUnread:
    'Recibes este correo porque elegiste recibir correos sobre los mensajes de MentorBridge que no has leído.',
  mailWhyMentoring:
    'Recibes este correo porque tienes una mentoría en MentorBridge y elegiste recibir correos sobre ella.',
  mailStopTheseEmails: 'Dejar de recibir estos correos',
  mailChooseYourEmails: 'Elegir tus correos',

  mailRequestReceivedSubject: '{name} quiere que seas su mentor',
  mailRequestReceivedSent: '{name} te envió una solicitud de mentoría en MentorBridge.',
  mailRequestReceivedAnswer: `Acéptala o recházala en los próximos ${REQUEST_EXPIRY_DAYS} días. Después de ese plazo, termina sola.`,
  mailRequestCanceledSubject: '{name} retiró su solicitud',
  mailRequestCanceledLine:
    '{name} canceló la solicitud de mentoría que te envió. No tienes que hacer nada más.',
  mailRequestReminderSubject: '{name} espera tu respuesta',
  mailRequestReminderWaiting:
    '{name} te pidió que fueras su mentor hace {days, plural, one {# día} many {# días} other {# días}} y espera tu respuesta.',
  mailRequestReminderReject: `Si no puedes ser su mentor, rechaza la solicitud: así podrá enviársela a otro mentor. Las solicitudes sin respuesta terminan a los ${REQUEST_EXPIRY_DAYS} días.`,
  mailRequestAcceptedSubject: '{name} aceptó tu solicitud',
  mailRequestAcceptedLine:
    '¡Buenas noticias! {name} ya es tu mentor. ¡Mándale un saludo en tu chat!',
  mailRequestRejectedSubject: '{name} no puede aceptar tu solicitud',
  mailRequestRejectedNotNow:
    '{name} no puede ser tu mentor ahora. Esto pasa, y no tiene que ver contigo.',
  mailRequestRejectedOthers:
    'Hay otros mentores que te ayudarían con gusto: puedes enviarle una solicitud a uno desde Todos los mentores.',
  mailRequestExpiredSubject: 'Tu solicitud a {name} terminó',
  mailRequestExpiredLine: `{name} no respondió tu solicitud en ${REQUEST_EXPIRY_DAYS} días, así que terminó.`,
  mailRequestExpiredAskAgain: 'Puedes enviar una solicitud a otro mentor, o de nuevo al mismo.',
  mailUnreadSubject: '{name} te envió un mensaje',
  mailUnreadLine: '{name} te envió un mensaje en MentorBridge que todavía no has leído.',
  mailUnreadLogIn: 'Inicia sesión para leerlo.',
  mailMentoringEndedSubject: 'Tu mentoría con {name} terminó',
  mailMentoringEndedLine:
    '{endedBy, select, coordinator {El coordinador de tu programa terminó tu mentoría con {name} en MentorBridge.} planned_end {Tu mentoría con {name} en MentorBridge terminó porque llegó al cierre previsto del programa.} other {{name} terminó la mentoría contigo en MentorBridge.}}',
  mailMentoringEndedChat: 'Todavía puedes leer tu chat. Allí te esperan tres preguntas cortas.',
  mailCheckInLine:
    'Es hora de un seguimiento: con un toque en tu chat dices cómo va tu mentoría con {name}.',
  mailCheckInNotSeen: '{name} no ve tu respuesta.',
  mailEndingSoonLine: 'Está previsto que tu mentoría con {name} termine el {date}.',
  mailEndingSoonTime: 'Hay tiempo para terminar lo que empezaron y para despedirse en el chat.',

  pushRequestReceivedTitle: 'Nueva solicitud de {name}',
  pushRequestReceivedBody: 'Abre MentorBridge para responderla.',
  pushRequestAcceptedBody: '¡Mándale un saludo en tu chat!',
  pushRequestRejectedBody: 'Otros mentores te ayudarían con gusto.',
  pushUnreadTitle: 'Nuevo mensaje de {name}',
  pushUnreadBody: 'Abre MentorBridge para leerlo.',
  pushMentoringEndedBody: 'Todavía puedes leer tu chat.',
  pushCheckInBody: 'Responde con un toque en tu chat.',
  pushEndingSoonBody: 'Hay tiempo para despedirse.',
  pushSomethingNew: 'Tienes algo nuevo.',

  checkExpirySoonSubject: 'Tu verificación de protección vence el {date}',
  checkExpiryTodaySubject: 'Tu verificación de protección venció',
  checkExpirySoonLine:
    'Tu verificación de protección de MentorBridge es válida hasta el {lastDay}.',
  checkExpiryTodayLine:
    'Tu verificación de protección de MentorBridge dejó de ser válida hoy, {date}.',
  checkExpiryPaused:
    'Desde el {date}, los estudiantes menores de 18 años no pueden encontrarte, y tus chats con ellos quedan en pausa hasta que un responsable de protección registre una verificación nueva. No se pierde nada de lo que hay en ellos.',
  checkExpiryRenew:
    'Si lo que vence es tu capacitación, vuelve a hacer la capacitación en protección en tu panel. Para una verificación nueva, escribe a {contact}.',
  checkExpiryLeadSoonSubject: 'La verificación de protección de {name} vence el {date}',
  checkExpiryLeadTodaySubject: 'La verificación de protección de {name} venció',
  checkExpiryLeadSoonLine:
    'El registro de protección de {name} es válido hasta el {lastDay}. Desde el {date}, ya no podrá contactar con estudiantes menores de 18 años.',
  checkExpiryLeadTodayLine:
    'El registro de protección de {name} dejó de ser válido hoy, {date}: los estudiantes menores de 18 años ya no pueden encontrar a {name}, y los chats de {name} con ellos quedan en pausa.',
  checkExpiryLeadRecord:
    'Registra una verificación nueva, o la fecha de la capacitación, en la consola, en Verificaciones de mentores.',

  warningMailSubject: 'Un mensaje del equipo de protección de MentorBridge',
  warningMailIntro:
    'Nuestro equipo de protección revisó cómo usas MentorBridge y te pide que leas esto:',
  warningMailRules:
    'MentorBridge es para dar mentoría a personas jóvenes de forma segura. Las cuentas que no cumplen sus reglas se suspenden.',

  schoolConsentSubject: '{school} agregó a su hijo o hija a un programa de MentorBridge',
  schoolConsentLetIn:
    '{school} aceptó a su hijo o hija ({childEmail}) en el programa "{programme}" de MentorBridge.',
  schoolConsentOnYourBehalf:
    'Una escuela puede dar permiso para su propio programa en nombre de la madre, el padre o el tutor, y {school} lo hizo: dentro de "{programme}", su hijo o hija ya puede enviar solicitudes a los mentores del programa, y chatear y hacer videollamadas con ellos. Los mentores son adultos verificados. Los coordinadores del programa y nuestro equipo de protección pueden leer estos chats para cuidar a su hijo o hija.',
  schoolConsentOutside:
    'Fuera del programa no cambia nada: su hijo o hija solo puede enviar solicitudes a otros mentores cuando usted dé su permiso.',
  schoolConsentRefuse:
    'Si no quiere que su hijo o hija esté en MentorBridge, abra este enlace y elija rechazar: la cuenta y todo lo que contiene se borran de inmediato. Con el mismo enlace también puede dar su permiso para todo MentorBridge, o retirarlo más adelante.',
  schoolConsentLinkText: 'Rechazar, dar o retirar el permiso',
  schoolConsentPrivacy: 'Todo lo que guardamos, por qué, durante cuánto tiempo y quién lo ve',
} satisfies Translation<typeof english>;
