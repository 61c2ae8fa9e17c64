import type { Translation } from '../catalogue.ts';
import type { programmeConsole as english } from '../en/programme-console.ts';

/**
 * The coordinators' console, read by school coordinators (tú), and Settings, Programmes, read by
 * pupils and mentors (tú). "match" is "emparejamiento" (as in programmes.ts); a pupil with their
 * mentor is a "dupla", never "pareja".
 */
export const programmeConsole = {
  programmesTitle: 'Programas',
  loadingYourProgrammes: 'Cargando tus programas...',
  consoleAuditLead: 'Todo lo que cambies aquí queda escrito en el registro de auditoría.',
  organisationProgrammesHeading: 'Sus programas',
  newProgramme: 'Nuevo programa',
  createProgramme: 'Crear programa',
  programmeCreated: 'Se creó {name}.',
  programmeSaved: 'Se guardó {name}.',
  saveProgrammeChanges: 'Guardar cambios',
  consoleCancel: 'Cancelar',

  programmeRunsTerm: 'Fechas',
  programmeRunsValue: 'Del {starts} al {ends} ({timeZone})',
  programmePupilsTerm: 'Estudiantes',
  programmeAgesValue: 'de {min} a {max} años',
  programmeMentorsTerm: 'Mentores',
  pupilsSeeOnlyItsMentors: 'sus estudiantes solo ven a sus mentores',
  pupilsSeeEveryMentor: 'sus estudiantes ven a todos los mentores',
  programmeMatchesTerm: 'Emparejamientos',
  coordinatorApprovesEachMatch: 'un coordinador aprueba cada uno',
  matchesOpenOnAccept: 'se abren en cuanto el mentor acepta',
  checkInCadenceName:
    '{cadence, select, two_then_monthly {Dos veces el primer mes, luego cada mes} fortnightly {Cada dos semanas} monthly {Cada mes} other {{cadence}}}',
  contactHoursTerm: 'Horario de contacto',
  contactHoursValue: 'De {from} a {until} ({timeZone})',
  videoPolicyName:
    '{policy, select, none {Sin videollamadas} coordinator_joins {Un coordinador se une a cada llamada} after_caregiver {Llamadas individuales cuando el cuidador da su permiso} other {{policy}}}',
  programmeParentsTerm: 'Familias',
  caregiverAddressUnder16:
    'los estudiantes menores de 16 años dan el correo electrónico de su madre, padre o cuidador',
  caregiverAddressUnder13:
    'los estudiantes menores de 13 años dan el correo electrónico de su madre, padre o cuidador',
  changeProgramme: 'Cambiar',
  changeProgrammeLabel: 'Cambiar {name}',

  programmeNameLabel: 'Nombre',
  programmeStartsOnLabel: 'Empieza el',
  programmePlannedEndLabel: 'Final previsto',
  timeZoneLabel: 'Zona horaria',
  youngestPupilLabel: 'Edad mínima',
  oldestPupilLabel: 'Edad máxima',
  pupilsSeeOnlyItsMentorsLabel: 'Los estudiantes solo ven a los mentores de este programa',
  coordinatorApprovesMatchesLabel:
    'Un coordinador aprueba cada emparejamiento antes de que se abra el chat',
  contactHoursFromLabel: 'Horario de contacto desde',
  contactHoursFromHint:
    'Los mensajes de un mentor a un estudiante menor de 18 años fuera de este horario se entregan cuando el horario empieza.',
  contactHoursUntilLabel: 'hasta',
  asksCaregiverLabel:
    'Los estudiantes de 13 a 15 años también dan el correo electrónico de su madre, padre o cuidador (los menores de 13 siempre lo dan)',
  videoPolicyLabel: 'Videollamadas con estudiantes menores de 18 años',
  checkInCadenceLabel: 'Seguimientos: “¿Cómo va todo?”',
  checkInCadenceHint:
    'Desde el día en que se abre el chat de cada dupla, se les pregunta a los dos; tú ves las respuestas y quién está atrasado.',
  savingProgramme: 'Guardando…',

  classCode: 'Código de clase',
  mentorCode: 'Código de mentor',
  newClassCode: 'Nuevo código de clase',
  newMentorCode: 'Nuevo código de mentor',
  codeUsage: 'Usado {uses} de {maxUses} veces, hasta el {date}.',
  codeLetsEachIn: 'Un coordinador deja entrar a cada persona.',
  noCodeYet: 'Todavía no hay ninguno.',
  newCodeEndsOld: 'Un código nuevo anula este: deja de funcionar de inmediato.',
  codeLastDayLabel: 'Último día',
  codeMaxUsesLabel: 'Cuántas personas pueden usarlo',
  codeApprovalLabel: 'Un coordinador deja entrar a cada persona que se une',
  makeCode: 'Crear el código',

  loadingCodesAndPeople: 'Cargando sus códigos y participantes...',
  waitingToBeLetIn: 'Esperando para entrar',
  nobodyWaiting: 'Nadie está esperando.',
  inTheProgramme: 'En el programa',
  nobodyInProgrammeYet: 'Todavía nadie: comparte los códigos de arriba.',
  memberRoleInWords:
    '{role, select, pupil {estudiante, {ageGroup}} mentor {mentor} other {{role}}}',
  whyNotLetIn: '¿Por qué no dejas entrar a {name}?',
  whyTakeOut: '¿Por qué sacas a {name} del programa?',
  keptInAuditLog: 'Queda guardado en el registro de auditoría.',
  keptInAuditLogToo: 'También queda guardado en el registro de auditoría.',
  sayNo: 'Rechazar',
  takeOut: 'Sacar del programa',
  letIn: 'Dejar entrar',
  memberCheckNotCounting: 'Verificación de protección: no es válida hoy',
  memberCheckCountsThrough: 'Verificación de protección: válida hasta el {date} inclusive',
  memberCheckOfKindCountsThrough:
    'Verificación de protección ({kind}): válida hasta el {date} inclusive',

  coordinatorsHeading: 'Coordinadores',
  coordinatorAdded: '{name} ahora tiene el rol de coordinador.',
  removeCoordinatorQuestion: '¿Quitarle a {name} el rol de coordinador de {organisation}?',
  removeCoordinator: 'Quitar',
  leaveCoordinators: 'Salir',
  addCoordinatorLabel: 'Nombrar coordinador a otra persona adulta',
  addCoordinatorHint:
    'Su correo electrónico en MentorBridge: una cuenta verificada de una persona de 26 años o más.',
  makeCoordinator: 'Nombrar coordinador',

  myProgrammesIntro:
    'Una escuela o un grupo juvenil puede tener un programa de mentoría en MentorBridge. Únete a uno con el código que te dieron.',
  joinCodeHint: '8 letras y números, como K7M2 Q9XP.',
  joinWithCode: 'Unirme',
  yourProgrammesHeading: 'Tus programas',
  notInAnyProgramme: 'No estás en ningún programa.',
  membershipWaiting: 'Un coordinador lo revisará pronto.',
  leaveProgrammeQuestion: '¿Salir de {programme}?',
  leaveProgramme: 'Salir',
  stopWaiting: 'Dejar de esperar',

  pairsHeading: 'Duplas',
  loadingPairs: 'Cargando sus duplas...',
  noPairsYet: 'Todavía no hay duplas',
  pairWaitingForMentor: 'Esperando la respuesta del mentor',
  pairWaitingForApproval: 'El mentor dijo que sí: esperando tu aprobación',
  pairChatOpen: 'Chat abierto',
  pairNotApproved: 'No aprobado',
  pairNotApprovedBecause: 'No aprobado: {reason}',
  pairMentoringEnded: 'Mentoría terminada',
  pairCanTalkNow: '{pupil} y {mentor} ya pueden hablar.',
  pairNamesWith: 'con',
  pairAskedOn: 'Solicitado el {date}',
  pairStartedOn: 'Empezó el',
  lastFromPupil: 'Último mensaje del estudiante',
  lastFromMentor: 'Último mensaje del mentor',
  messagesLast14Days: 'Mensajes, últimos 14 días',
  pairCallsWithMinutes:
    '{calls} ({minutes, plural, one {# minuto} many {# minutos} other {# minutos}})',
  consoleOpensInNewTab: '(se abre en una pestaña nueva)',

  checkInNotAnsweredYet: 'Sin responder todavía',
  checkInLatest: '{rating} de 5 el {date}',
  checkInLatestWithLine: '{rating} de 5 el {date}: “{line}”',
  checkInOfMember: 'Seguimiento, {name}',

  pairMentoringHasEnded: 'La mentoría de {pupil} y {mentor} terminó.',
  coordinatorEndingReason:
    '{reason, select, goals_reached {Alcanzamos nuestras metas} programme_ended {El programa terminó} times_do_not_fit {Nuestros horarios no coinciden} not_a_good_fit {No encajamos bien} worried {Algo me preocupó} other {{reason}}}',
  pairEndedOnBy:
    'Terminó el {date}, {by, select, mentor {por decisión del mentor} mentee {por decisión del estudiante} coordinator {por decisión de un coordinador} planned_end {en el final previsto del programa} other {{by}}}: {reason}',
  exitAnswersOf: 'Respuestas de cierre, {name}',
  exitHelpedOf5: 'Ayudó {helped} de 5',
  exitBestPart: 'Lo mejor: {text}',
  exitBetter: 'Por mejorar: {text}',
  exitNotAnswered: 'Sin responder',

  refusedMatch: 'Rechazaste el emparejamiento de {pupil} y {mentor}.',
  whyNotPair: '¿Por qué rechazas el emparejamiento de {pupil} y {mentor}?',
  refusalHint: 'El estudiante y el mentor lo leerán; queda guardado en el registro de auditoría.',

  memberWithAgeGroup: '{name}, {ageGroup}',
  matchProposed: 'Se propuso el emparejamiento: se le pide a {mentor} que sea mentor de {pupil}.',
  proposeMatchHeading: 'Proponer un emparejamiento',
  proposalNeedsMembers:
    'Un emparejamiento necesita un estudiante y un mentor que estén en el programa.',
  pupilLabel: 'Estudiante',
  choosePupil: 'Elige un estudiante',
  mentorLabel: 'Mentor',
  chooseMentor: 'Elige un mentor',
  proposeMatch: 'Proponer el emparejamiento',

  readThisChat: 'Leer este chat',
  chatOfPair: 'El chat de {pupil} y {mentor}',
  readChatDescription:
    'Al estudiante y al mentor se les dijo que los coordinadores pueden leer su chat para mantenerlos a salvo. Tu motivo queda guardado en el registro de auditoría, con tu nombre y la hora.',
  closeReadChat: 'Cerrar',
  whyReadChat: '¿Por qué lees este chat?',
  whyReadChatHint: 'Primero explica por qué: no se muestra nada del chat hasta que lo hagas.',
  readTheChat: 'Leer el chat',
  fromThePupil: 'Del estudiante',
  fromTheMentor: 'Del mentor',
  pictureMarker: '[foto]',
} satisfies Translation<typeof english>;
