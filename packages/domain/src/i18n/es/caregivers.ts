import type { Translation } from '../catalogue.ts';
import type { caregivers as english } from '../en/caregivers.ts';

/**
 * The parent's own page and mail: usted. The pupil's dashboard (caregiverAddress*,
 * caregiverNotAsked, waitsForCaregiver) and the chat: tú. "parent or carer" is
 * "madre, padre o cuidador"; "your child" is "su hijo o hija"; "match" is "emparejamiento" (as in programmes.ts).
 */
export const caregivers = {
  caregiverPageTitle: 'La mentoría de {child}',
  caregiverPageIntro:
    'Esta página le muestra con quién habla su hijo o hija en MentorBridge y con qué frecuencia. Nunca muestra lo que se dicen.',
  caregiverLinkInvalid:
    'Este enlace no funciona. Puede ser antiguo (cada correo electrónico trae uno nuevo), o puede que su hijo o hija ya tenga 16 años o haya dejado el programa. Pida un enlace nuevo aquí abajo.',
  caregiverNoMatches: 'Su hijo o hija todavía no tiene mentor.',
  checkedUntilDate: 'Verificación de protección válida hasta el {date}',
  checkNotCounting:
    'Verificación de protección: no es válida hoy. El chat está en pausa hasta que se renueve.',
  /** "Checked until" spelled out as the safeguarding check, for a parent. */
  caregiverApproveAsk:
    '{child} quiere tener a {mentor} como mentor. Verificación de protección válida hasta el {date}.',
  caregiverApprove: 'Aprobar',
  caregiverRefuse: 'Rechazar',
  caregiverApproved: 'Gracias. El chat está abierto.',
  caregiverRefused:
    'Usted rechazó este emparejamiento. Su hijo o hija puede enviar una solicitud a otro mentor.',
  caregiverWaits: 'Esperando su respuesta.',
  pauseMentoring: 'Pausar esta mentoría',
  pauseConfirm:
    '¿Pausar esta mentoría? Nadie podrá escribir ni llamar hasta que el coordinador del programa (o nuestro equipo de protección) la revise. Después le dirán a usted lo que encontraron.',
  pausedNotice:
    'Pausada por usted. Nadie puede escribir ni llamar hasta que alguien la revise. Le dirán a usted lo que encontraron.',
  pausedDone: 'La mentoría está en pausa. Ya avisamos a las personas que la van a revisar.',
  /** Read in the chat by the pupil and the mentor. */
  chatPausedByCaregiver:
    'Este chat está en pausa: la madre, el padre o el cuidador del estudiante nos pidió revisarlo. Puedes leerlo, pero no puedes escribir ni llamar.',
  /** Goes after "This chat is paused: ", lower case. */
  pausedForCaregiver: 'la madre, el padre o el cuidador del estudiante lo pausó',
  mentoringEndedShort: 'Esta mentoría terminó.',
  lastWrote: 'Último mensaje',
  messagesAWeek: 'Mensajes',
  messagesInWeeks: '{count} en las últimas 4 semanas (unos {perWeek} por semana)',
  callsHeading: 'Videollamadas',
  noCallsYet: 'Ninguna todavía',
  checkInsHeading: 'Seguimientos respondidos',
  noCheckInsYet: 'Ninguno todavía',
  videoHeading: 'Videollamadas',
  /** "holds" means "holds back": no one-to-one calls until the parent agrees. */
  videoAsk:
    'El programa de {child} no permite videollamadas individuales con su mentor hasta que usted dé su permiso. Las llamadas nunca se graban.',
  videoAgreed:
    'Usted dio permiso para las videollamadas individuales. Puede detenerlas en cualquier momento.',
  videoAgree: 'Permitir videollamadas individuales',
  videoStop: 'Detener videollamadas individuales',
  newLinkHeading: '¿Necesita un enlace nuevo?',
  newLinkHint:
    'Escriba la dirección de correo electrónico en la que recibe nuestros correos. Si está en nuestra lista, le enviaremos un enlace nuevo.',
  newLinkSent:
    'Si esta dirección está en nuestra lista, le enviamos un enlace nuevo. Este reemplaza al anterior.',
  caregiverAddressNeeded:
    '{programme} pide el correo electrónico de tu madre, padre o cuidador. Esa persona recibirá una página que muestra con quién hablas y con qué frecuencia, pero nunca lo que dices.',
  caregiverAddressLabel: 'Correo electrónico de tu madre, padre o cuidador',
  caregiverAddressSaved: 'Gracias. Le enviamos su página por correo electrónico.',
  caregiverAddressSame: 'Escribe el correo electrónico de tu madre, padre o cuidador, no el tuyo.',
  caregiverNotAsked:
    'No tienes que dar esto. Solo lo piden algunos programas para estudiantes de 13 a 15 años.',
  caregiverFirstLinkWhy:
    'Usted dio permiso para que su hijo o hija use MentorBridge, o su hijo o hija dio esta dirección al registrarse.',
  caregiverProgrammeLinkWhy:
    'Su hijo o hija dio esta dirección al programa de MentorBridge de su escuela. Este programa pide que las madres, los padres y los cuidadores sepan con quién hablan sus hijos e hijas.',
  caregiverNewLinkWhy: 'Usted pidió un enlace nuevo a su página.',
  /** The coordinator's or safeguarding lead's console. */
  liftPause: 'Quitar la pausa',
  liftPauseReasonLabel: '¿Qué encontraste? La madre, el padre o el cuidador leerá esto.',
  pauseLifted: 'Se quitó la pausa y se avisó a la madre, el padre o el cuidador.',
  pausedByCaregiverBadge: 'En pausa por la madre, el padre o el cuidador',
  waitsForCaregiver: 'Esperando el permiso de tu madre, padre o cuidador.',
  waitsForCaregiverMentor:
    'Esperando el permiso de la madre, el padre o el cuidador del estudiante.',
  caregiverRefusedMatch:
    'La madre, el padre o el cuidador no dio permiso para este emparejamiento.',
  notPausedByCaregiver: 'Esta mentoría no fue pausada por la madre, el padre o el cuidador.',
  ownLanguageLabel: 'Idioma de esta página y de nuestros correos para usted',
  ownLanguageHint: 'Nuestros correos le llegarán en el idioma que elija aquí.',
  languageNotOffered: 'MentorBridge está en inglés, español y árabe: elija uno de ellos.',
} satisfies Translation<typeof english>;
