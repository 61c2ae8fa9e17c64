import type { Translation } from '../catalogue.ts';
import type { checkIns as english } from '../en/check-ins.ts';

export const checkIns = {
  checkInQuestion: '¿Cómo te va con {name}?',
  checkInHint: '1 es mal, 5 es muy bien.',
  checkInRatingName: '{rating, select, 1 {1, mal} 5 {5, muy bien} other {{rating}}}',
  checkInLineLabel: '¿Algo que agregar? (opcional)',
  checkInSend: 'Enviar mi respuesta',
  checkInThanks: 'Gracias. Tu respuesta está guardada.',
  checkInReadByProgramme: 'Los coordinadores de tu programa leen tu respuesta. {name} no la lee.',
  checkInReadByNobody: 'Solo tú ves tu respuesta.',
  nothingToCheckIn: 'Ahora no hay ningún seguimiento para responder.',
  checkInAnswered: 'Ya respondiste este seguimiento.',
  checkInsOff: 'Los seguimientos están desactivados en este chat.',
  checkInsSwitchLabel: 'Recordarnos hacer seguimientos',
  checkInsSwitchHint:
    'Dos veces el primer mes y después una vez al mes, les preguntamos a los dos cómo les va. Solo tú ves tus propias respuestas.',
  /** "every pair" written as "every match" (emparejamiento; pareja would read as a couple). */
  checkInsOnlyOutsideProgrammes:
    'Los seguimientos de tu programa están activados para todas las duplas.',
  checkInsDueHeading: 'Seguimientos',
  checkInsToLookAt: 'Seguimientos por revisar',
  checkInOverdueSince: 'Sin responder desde el {date}',
  checkInLooked: 'Revisado',
  checkInLookedDone: 'Marcado como revisado.',
  flaggedCheckIn: 'Seguimiento, puntuación {rating} de 5: {line}',
} satisfies Translation<typeof english>;
