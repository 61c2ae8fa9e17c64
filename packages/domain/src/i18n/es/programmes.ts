import type { Translation } from '../catalogue.ts';
import type { programmes as english } from '../en/programmes.ts';

/**
 * The wording of programmes for schools: organisations, coordinators and programmes.
 * "match" (a pupil paired with a mentor) is "emparejamiento" here.
 */
export const programmes = {
  programmeNameMissing: 'Ponle un nombre al programa.',
  programmeNameTooLong: 'El nombre de un programa puede tener como máximo {max} caracteres.',
  programmeDaysInvalid:
    'Elige el día en que empieza el programa y el día en que está previsto que termine.',
  programmeEndsBeforeStart: 'El final previsto tiene que ser después del inicio.',
  programmeTimeZoneUnknown: 'Elige la zona horaria de la lista.',
  programmeAgesWrong:
    'Un programa es para estudiantes de {min} a {max} años: pon primero la edad más baja.',
  programmeNotFound: 'Este programa no existe o no es uno de los tuyos.',
  contactHoursWrong:
    'El horario de contacto necesita una hora de inicio y una de fin (HH:MM), primero la de inicio.',
  callOutsideContactHours:
    'Las llamadas de este programa solo se hacen dentro de su horario de contacto. Vuelve a intentarlo cuando empiece.',
  videoPolicyNone:
    'Este programa no tiene videollamadas con estudiantes menores de 18 años. Puedes seguir escribiendo en el chat.',
  videoWaitsForCaregiver:
    'Las llamadas individuales empiezan cuando la madre, el padre o el cuidador del estudiante da su permiso en su página.',
  keptForContactHours: 'Entregado a las {time}: fuera del horario de contacto de {programme}.',
  notDeliveredPaused:
    'No entregado: el chat no podía recibirlo cuando empezó el horario de contacto.',
  organisationNotFound: 'Esta organización no existe o no es una de las tuyas.',
  coordinatorsOnly: 'Solo un coordinador del programa puede abrir esta página.',
  coordinatorCandidateMissing:
    'Ninguna cuenta verificada de una persona de 26 años o más tiene este correo electrónico. Esa persona primero tiene que registrarse y verificar su correo electrónico.',
  coordinatorAlready: 'Esta persona ya tiene el rol de coordinador aquí.',
  coordinatorIsLast:
    'Una organización siempre tiene al menos un coordinador: primero nombra coordinador a otra persona.',
  coordinatorNotFound: 'Esta persona no tiene el rol de coordinador aquí.',
  noProgrammesYet:
    'Todavía no hay programas. Crea el primero: sus estudiantes y mentores se unen con sus códigos.',
  codeWrong: 'Este código no es correcto. Verifícalo con la persona que te lo dio.',
  codeExpired: 'Este código ya venció. Pide uno nuevo a tu programa.',
  codeUsedUp: 'Este código ya se usó todas las veces permitidas. Pide uno nuevo a tu programa.',
  codeForPupils:
    'Este es un código para estudiantes. Los mentores se unen con el código de mentor.',
  codeForMentors:
    'Este es un código para mentores. Los estudiantes se unen con el código de clase.',
  codeTooManyWrong: 'Demasiados códigos incorrectos. Vuelve a intentarlo en una hora.',
  codeAgeOutside: 'Este programa es para estudiantes de {min} a {max} años.',
  alreadyInProgramme: 'Ya estás en este programa.',
  joinedProgramme: 'Te uniste a {name}.',
  waitingForCoordinator: 'Pediste unirte a {name}. Un coordinador lo revisará pronto.',
  codeSettingsWrong:
    'Un código necesita una fecha de vencimiento posterior a hoy y un número de usos de 1 a {max}.',
  memberNotFound: 'Esta persona no está en este programa.',
  removalReasonRequired:
    'Explica por qué en pocas palabras: queda guardado en el registro de auditoría.',
  notInProgramme: 'No estás en este programa.',
  pupilWithheld: 'Un estudiante',
  coordinatorNeedsRecord:
    'Los nombres y correos electrónicos de los estudiantes se muestran cuando tu propia verificación de protección quede registrada. Pregunta a tu responsable de protección.',
  matchWaitsForProgramme: 'El coordinador de tu programa revisará pronto este emparejamiento.',
  matchRefusedByProgramme:
    'El coordinador de tu programa no aprobó este emparejamiento. Dijo: {reason}',
  matchProposedByProgramme: 'Propuesto por {name}.',
  programmeChatNotice:
    'Los coordinadores de tu programa pueden leer este chat para mantenerte a salvo.',
  keptToProgrammeMentors:
    'Estos son los mentores de {programme}, el programa de tu escuela. Tu escuela decidió que solo puedas elegir entre ellos.',
  quietForDays: 'Sin mensajes desde hace {days} días',
  downloadProgrammeRecord: 'Descargar el registro del programa (CSV)',
  matchNotFound: 'Este emparejamiento no existe o no es de este programa.',
  matchNotWaiting: 'Este emparejamiento ya no está esperando a un coordinador.',
  refusalReasonRequired: 'Explica por qué en pocas palabras: el estudiante y el mentor lo leerán.',
  proposalNotMembers: 'Elige un estudiante y un mentor que estén los dos en este programa.',
  proposalExists: 'Estas dos personas ya tienen una solicitud o un chat.',
  proposalMentorCannot:
    'Este mentor no se puede emparejar con este estudiante ahora: su verificación de protección no es válida, o uno de los dos bloqueó al otro.',
  matchPupilHiddenForReading:
    'Para leer un chat, tu propia verificación de protección tiene que ser válida. Pregunta a tu responsable de protección.',
  readingReasonRequired:
    'Explica por qué lees este chat: queda guardado en el registro de auditoría.',
  mentorOutsideProgramme:
    'Tu programa solo permite a sus estudiantes elegir a sus propios mentores, y este mentor no es uno de ellos.',
} satisfies Translation<typeof english>;
