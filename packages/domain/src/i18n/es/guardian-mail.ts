import type { Translation } from '../catalogue.ts';
import type { guardianMail as english } from '../en/guardian-mail.ts';

/**
 * El correo a la madre, el padre, el tutor o el cuidador, y el selector de idioma de su página:
 * `usted`, siempre. "your child" es "su hijo o hija"; "parent or guardian", "madre, padre o
 * tutor"; "consent", "permiso" (como en shell.ts).
 */
export const guardianMail = {
  guardianMailSubject: 'Su hijo o hija quiere unirse a MentorBridge: por favor, responda sí o no',
  guardianMailSomeone:
    'Alguien de 11 o 12 años se registró en MentorBridge con el correo electrónico {childEmail} y dio el correo electrónico de usted como el de su madre, padre o tutor.',
  guardianMailAbout:
    'MentorBridge pone en contacto a estudiantes con mentores adultos que pasaron por las mismas experiencias. Los mentores son adultos verificados; nuestro equipo de protección puede revisar los chats con menores, y los datos de contacto quedan retenidos para revisión.',
  guardianMailWhatWeKeep: 'Qué guardamos y por qué:',
  guardianMailKeepsAccount:
    'el correo electrónico y la edad de su hijo o hija, para que pueda iniciar sesión y para aplicarle las reglas de su edad, hasta que se elimine la cuenta;',
  guardianMailKeepsProfile:
    'el nombre y la foto que elija mostrar, que solo ven los mentores a quienes envíe una solicitud;',
  guardianMailKeepsAnswers:
    'si decide responder, en qué quiere ayuda y por lo que ha pasado (lo que puede incluir salud, familia, religión u origen), que usamos solo para sugerirle mentores y nunca mostramos a nadie;',
  guardianMailKeepsNotes: 'sus notas privadas, que nadie más puede leer;',
  guardianMailKeepsChats:
    'sus solicitudes y chats con mentores (texto y fotos), que nuestro equipo de protección puede revisar y que guardamos hasta que uno de los dos elimine su cuenta;',
  guardianMailKeepsCalls:
    'cuándo empezó y terminó cada videollamada, nunca la llamada en sí: las videollamadas se hacen en la página de videollamadas de MentorBridge, de navegador a navegador, y nunca se graban (una escuela puede, en cambio, hacerlas con su propio servicio de video);',
  guardianMailKeepsNotifications:
    'las notificaciones en sus dispositivos, si las activa, que dicen quién escribió, pero nunca qué escribió;',
  guardianMailKeepsYours:
    'el correo electrónico de usted y su respuesta, mientras exista la cuenta.',
  guardianMailNoSale:
    'Nunca vendemos datos ni mostramos anuncios, y eliminar la cuenta elimina todo, incluidas las copias de seguridad.',
  guardianMailUntilYouAgree:
    'Hasta que usted dé su permiso, su hijo o hija puede iniciar sesión, pero no puede enviar solicitudes a mentores, chatear ni hacer videollamadas.',
  guardianMailOpenLink:
    'Abra este enlace para dar su permiso o negarlo (si lo niega, se elimina la cuenta):',
  guardianMailLinkText: 'Dar o negar mi permiso',
  guardianMailRefusingDeletes: '(si lo niega, se elimina la cuenta).',
  guardianMailWithdraw:
    'Con el mismo enlace puede retirar su permiso más adelante, en cualquier momento; en ese caso, se eliminan la cuenta y todo su contenido.',
  guardianMailNoAnswer:
    'Si no recibimos su respuesta en {days, plural, one {# día} many {# días} other {# días}}, eliminamos la cuenta y todo su contenido.',
  guardianMailPrivacy: 'Todo lo que guardamos, por qué, por cuánto tiempo y quién lo ve',

  caregiverMailPageLine:
    'Su página muestra con quién habla su hijo o hija en MentorBridge y con qué frecuencia: el mentor, su verificación de protección, cuándo escribieron por última vez y sus videollamadas. Nunca lo que se dicen. Desde ahí puede pausar una mentoría en cualquier momento.',
  caregiverMailLinkNote:
    'Este enlace es solo para usted y reemplaza cualquier enlace que le hayamos enviado antes.',
  caregiverMailOpenPage: 'Abrir su página',
  caregiverLinkMailSubject: 'Su página sobre la mentoría de {child}',
  caregiverApprovalMailSubject: '{child} quiere tener a {mentor} como mentor',
  caregiverApprovalMailNothingYet:
    'Nadie puede escribir ni llamar hasta que usted lo apruebe. Abra su página para aprobarlo o rechazarlo.',
  caregiverApprovalMailAction: 'Aprobar o rechazar',
  caregiverSummaryMailSubject: 'Este mes en la mentoría de {child}',
  caregiverSummaryMentor: '{mentor}:',
  caregiverSummaryMentorInProgramme: '{mentor} ({programme}):',
  caregiverSummaryChecked: 'verificación de protección válida hasta el {date};',
  caregiverSummaryLastWrote:
    'último mensaje: de su hijo o hija, {childDay}, y del mentor, {mentorDay};',
  caregiverSummaryNotYet: 'todavía ninguno',
  caregiverSummaryMessages:
    '{count, plural, one {# mensaje} many {# mensajes} other {# mensajes}} en las últimas 4 semanas;',
  caregiverSummaryCalls:
    '{count, plural, one {# videollamada} many {# videollamadas} other {# videollamadas}} este mes ({minutes, plural, one {# minuto} many {# minutos} other {# minutos}});',
  caregiverSummaryCheckIns: 'seguimientos respondidos: {days}.',
  caregiverSummaryDaysBetween: ', ',
  caregiverSummaryNoCheckIns: 'ninguno',
  caregiverSummaryPaused: 'Pausada por usted.',
  caregiverSummaryEnded: 'Terminada.',
  caregiverLiftedMailSubject: '{who} revisó la mentoría de {child}',
  caregiverLiftedMailFound:
    '{who} revisó la mentoría con {mentor} que usted pausó, y quitó la pausa. Esto es lo que encontró: {found}',
  caregiverLiftedMailOpenAgain:
    'El chat está abierto de nuevo. Puede volver a pausarlo desde su página.',
  caregiverLiftedBySafeguarding: 'Nuestro equipo de protección',
  caregiverLiftedByCoordinator: '{name} ({programme})',
  caregiverPausedMailSubject: 'Una madre, un padre o un cuidador pausó una mentoría',
  caregiverPausedMailLine:
    'Una madre, un padre o un cuidador pausó una mentoría {where, select, outside {fuera de los programas} other {en {programme}}}. Nadie puede escribir ni llamar en ella hasta que la revises y levantes la pausa, diciendo lo que encontraste: la familia lo leerá.',
  caregiverPausedMailOpen: 'Abrir la consola',
} satisfies Translation<typeof english>;
