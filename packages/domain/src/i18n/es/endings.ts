import { ASK_AGAIN_AFTER_DAYS } from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { endings as english } from '../en/endings.ts';

/** The verb "end" is "terminar"; the noun "ending" is "cierre" (glossary). Pupils and mentors: tú. */
export const endings = {
  endMentoring: 'Terminar nuestra mentoría',
  endThisMentoring: 'Terminar esta mentoría',
  endDialogTitle: '¿Terminar nuestra mentoría?',
  endDialogIntro:
    'El chat se queda aquí para leerlo, pero ninguno de los dos podrá escribir ni llamar en él. No se borra nada.',
  endReasonLegend: '¿Por qué termina?',
  endReasonMissing: 'Elige por qué termina la mentoría.',
  goodbyeLabel: 'Un mensaje de despedida (opcional)',
  goodbyeHint: 'Llegará como el último mensaje del chat.',
  worriedHint:
    'Se avisará a nuestro equipo de protección, que lo revisará. Puedes contar lo que te preocupó en un reporte desde el chat.',
  endingInProgress: 'Terminando...',
  mentoringEnded: 'Tu mentoría terminó. Gracias por participar.',
  mentoringEndedOn: 'Esta mentoría terminó el {date}.',
  endedByOther: '{name} terminó la mentoría.',
  endedByCoordinator: 'El coordinador de tu programa terminó la mentoría.',
  endedByPlan: 'Llegó al cierre previsto del programa.',
  endsOnNotice: 'Está previsto que tu mentoría termine el {date}.',
  chatEnded: 'Esta mentoría terminó: puedes leer el chat, pero no puedes enviar nada nuevo.',
  alreadyEnded: 'Esta mentoría ya terminó.',
  notEnded: 'Esta mentoría no ha terminado.',
  endFailed: 'No se pudo terminar la mentoría. Inténtalo de nuevo.',
  /** Read by a mentor: "them" is the pupil. */
  goodbyeOutsideHours:
    'Estamos fuera del horario de contacto de tu programa, así que tu despedida no le llegaría al estudiante ahora. Termina la mentoría sin despedida, o con ella cuando empiece el horario de contacto.',
  goodbyeRefused: '{reason} La mentoría no se terminó: cambia la despedida o déjala vacía.',
  askAgainTooSoon: `Tu mentoría con {name} terminó hace menos de ${ASK_AGAIN_AFTER_DAYS} días. Puedes enviarle una nueva solicitud ${ASK_AGAIN_AFTER_DAYS} días después del cierre.`,
  askAgainFrom: 'Puedes volver a enviar una solicitud a partir del {date}.',
  exitHeading: 'Antes de irte: tres preguntas cortas',
  exitIntroProgramme: 'Los coordinadores de tu programa leen tus respuestas.',
  exitIntroAlone: 'Solo tú ves tus respuestas.',
  exitAnswer: 'Responder',
  exitSave: 'Enviar mis respuestas',
  exitThanks: 'Gracias por tus respuestas.',
  exitAlreadyAnswered: 'Ya respondiste estas preguntas.',
  exitHelpedMissing: 'Elige cuánto te ayudó la mentoría, del 1 al 5.',
  helpedScaleLabel: '{rating, select, 1 {1: nada} 5 {5: mucho} other {{rating}}}',
  /** A coordinator's screens: "match" is "emparejamiento" (as in programmes.ts). */
  reopenMatch: 'Reabrir este emparejamiento',
  reopenReasonMissing:
    'Explica el motivo en pocas palabras: se guarda en el registro de auditoría.',
  reopenReasonLabel: '¿Por qué lo reabres? El mentor y el estudiante no ven esto.',
  matchReopened: 'El emparejamiento está abierto de nuevo.',
  endedOnShort: 'Terminó el {date}',
  endingReminderSubject: 'Tu mentoría con {name} termina en dos semanas',
} satisfies Translation<typeof english>;
