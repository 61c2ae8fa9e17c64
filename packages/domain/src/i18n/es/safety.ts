import type { Translation } from '../catalogue.ts';
import type { safety as english } from '../en/safety.ts';

/**
 * Safety and safeguarding in neutral Latin American Spanish: `tú` to pupils, mentors and leads
 * (the safety rules and the privacy page speak to the pupil, as English's "you" does). Where
 * English says "address" of a person the product knows (coordinators, parents), it is their email
 * address, and says so. Quoted button names follow the other areas: "Reportar", "Ajustes",
 * "Terminar nuestra mentoría", "Retenido para revisión", "Verificado". A quiz's options keep
 * their order: the server marks an answer by its place.
 */
export const safety = {
  safetyRulesTitle: 'Cómo estar a salvo en MentorBridge',
  safetyRulesLead:
    'MentorBridge es un lugar para aprender de personas adultas que ya hicieron lo que tú quieres hacer. Estas reglas lo mantienen seguro. Son para todos: estudiantes y mentores.',
  shortVersionHeading: 'La versión corta',
  safetyShortPrivate:
    'No compartas tu número de teléfono, tu dirección, tu escuela ni tus otras apps.',
  safetyShortGoodMentor:
    'Un buen mentor nunca te pide que guardes un secreto, que hablen en otro lugar, que se vean en persona ni que aceptes un regalo.',
  safetyShortReport:
    'Si algo no te parece bien, presiona Reportar. Nunca te vas a meter en problemas por hacerlo.',
  safetyShortTeamReads:
    'Nuestro equipo de protección puede leer los chats con personas jóvenes, para protegerlas.',
  checkedMentorsHeading: 'Todos los mentores que conoces siendo menor de 18 años están verificados',
  checkedMentorsWhat:
    'Si tienes menos de 18 años, solo ves mentores que nuestro equipo de protección verificó: vieron la verificación de antecedentes penales del mentor, recibieron dos referencias, lo entrevistaron, y el mentor aprobó nuestra capacitación en protección. Estos mentores tienen la insignia "Verificado".',
  checkedMentorsRenewal:
    'Una verificación vale como máximo 3 años, y la capacitación, un año. Si la verificación de un mentor vence, o si nuestro equipo la suspende, tu chat con ese mentor se pausa de inmediato, y también se pausa cualquier videollamada, hasta que se renueve. No se pierde nada de lo que escribiste. Si tienes menos de 18 años, nunca recibes la dirección de correo electrónico de un mentor: todo pasa por MentorBridge, donde podemos ayudar. Nunca guardamos copias de los certificados ni de los documentos de identidad de nadie, solo qué se verificó y cuándo.',
  neverAllowedHeading: 'Lo que un mentor nunca debe hacer',
  neverAllowedSecret: 'pedirte que mantengas tus chats en secreto;',
  neverAllowedOtherApp: 'pedirte que le escribas, lo llames o le envíes mensajes en otra app;',
  neverAllowedMeet: 'pedirte que se vean en persona;',
  neverAllowedGifts: 'ofrecerte regalos, dinero o favores;',
  neverAllowedPhotos: 'pedirte fotos tuyas, o enviarte fotos que te hagan sentir incomodidad;',
  neverAllowedUnkind: 'ser poco amable, grosero o dar miedo.',
  studentsBeKind: 'Estudiantes: sean amables también, y nunca compartan los datos de otra persona.',
  contactDetailsHeading: 'Tus datos de contacto se mantienen privados',
  contactDetailsHeld:
    'Si uno de los dos tiene menos de 18 años, un mensaje con un número de teléfono, una dirección de correo electrónico, un enlace, un nombre de usuario de redes sociales o la dirección de una casa no se entrega directamente. Primero lo revisa nuestro equipo. La persona que lo escribió ve "Retenido para revisión". Esto funciona incluso cuando alguien intenta hacer trampa, como escribir un número con palabras.',
  whoSeesHeading: 'Quién puede ver qué',
  whoSeesMentorsListed:
    'Solo los mentores aparecen en listas. Los estudiantes nunca aparecen en ninguna lista.',
  whoSeesPicture: 'La foto de un estudiante solo la ven los mentores que lo aceptaron.',
  whoSeesOnline:
    'Si estás en línea o escribiendo solo lo ven las personas con las que tienes una conexión.',
  whoSeesNotes: 'Tus notas son solo tuyas. Nadie más puede leerlas.',
  whoSeesAnswers:
    'Tus respuestas en Encontrar mi mentor también son solo tuyas. Solo las usamos para sugerirte mentores, y nunca se las mostramos a un mentor ni a nadie más.',
  whoSeesExperiences:
    'Un mentor elige cuáles de sus experiencias muestra su perfil. Una experiencia que mantiene oculta nos ayuda a sugerirlo, pero nunca se le menciona a nadie.',
  whoSeesProfiles:
    'Los perfiles y los mensajes de solicitud no pueden contener números de teléfono, direcciones, enlaces ni nombres de usuario.',
  whoSeesProgramme:
    'Si te uniste al programa de una escuela con su código de clase, sus coordinadores ven tu nombre, tu dirección de correo electrónico y tu grupo de edad, y con quién tienes un emparejamiento. Un coordinador aprueba cada emparejamiento antes de tu primer mensaje, y puede leer tu chat para protegerte: primero escribe por qué, eso queda registrado, y tu chat te lo avisa.',
  whoSeesNotifications:
    'Si activas las notificaciones, dicen quién escribió o respondió, nunca qué escribió, para que nadie lea tus mensajes por encima de tu hombro en un teléfono bloqueado. Al cerrar sesión, dejan de llegar a ese dispositivo, y cuando llevas un tiempo con la sesión cerrada solo dicen que tienes algo nuevo.',
  whoSeesCalls:
    'Las videollamadas ocurren dentro de MentorBridge, entre tu navegador y el de la otra persona. Nadie las graba, ni siquiera nosotros; solo anotamos cuándo empezó y cuándo terminó una llamada. Si tu escuela lo pide, un coordinador de tu escuela entra en cada llamada: ves "Esperando a que tu coordinador se una." hasta que entra.',
  whoSeesInstall:
    'Si instalas MentorBridge en tu teléfono, solo guarda ahí la app en sí, para que se abra sin conexión. Tus mensajes, notas y fotos nunca se guardan en el dispositivo: alguien que tome tu teléfono mientras tienes la sesión cerrada no encuentra nada de eso.',
  whoSeesSharedComputer:
    'En una computadora compartida, cierra sesión cuando termines. Así el navegador olvida todas las fotos que te mostró, y la siguiente persona no puede abrir las fotos de tu chat ni siquiera desde el historial del navegador.',
  feelsWrongHeading: 'Si algo no te parece bien',
  feelsWrongReport: 'Reporta.',
  feelsWrongReportText:
    'Cada mensaje, tarjeta de mentor, conexión y chat tiene un botón Reportar. Elige un motivo y agrega algunas palabras si quieres. El chat se pausa de inmediato para los dos hasta que nuestro equipo lo haya revisado. A la otra persona nunca se le dice quién la reportó.',
  feelsWrongBlock: 'Bloquea.',
  feelsWrongBlockText:
    'Bloquear a alguien significa que ustedes dos nunca vuelven a verse en MentorBridge. Puedes desbloquear a esa persona en Ajustes, en Personas bloqueadas.',
  feelsWrongEnd: 'Termina la mentoría.',
  feelsWrongEndText:
    'Puedes terminar tu mentoría en cualquier momento, con Terminar nuestra mentoría en el chat. Todavía puedes leer el chat, pero ya nadie puede escribir ni llamar en él. Si eliges “Algo me preocupó”, se avisa a nuestro equipo y lo va a revisar. El mentor nunca ve por qué la terminaste.',
  feelsWrongTell: 'Cuéntaselo a alguien.',
  feelsWrongTellText:
    'Tu madre, tu padre, tu cuidador o un profesor de confianza puede ayudarte. Si tienes menos de 13 años (o si tu escuela lo pide), tu madre, padre o cuidador tiene una página que muestra con quién hablas y con qué frecuencia, nunca lo que dices, y puede pausar una mentoría.',
  needHelpHeading: 'Si no te sientes a salvo o te sientes muy triste',
  elevenTwelveHeading: 'Si tienes 11 o 12 años',
  elevenTwelveConsent:
    'Tu madre, padre o tutor tiene que decir que sí antes de que puedas pedir un mentor, chatear o llamar. Le enviamos un correo electrónico cuando te registras. Puede cambiar de opinión en cualquier momento, y entonces tu cuenta se elimina.',
  whatWeKeepHeading: 'Qué guardamos y por cuánto tiempo',
  whatWeKeepAccount:
    'Guardamos tu cuenta hasta que la eliminas en Ajustes. Entonces se borra todo: tu perfil, tu foto, tus respuestas, tus notas, tus solicitudes y tus chats.',
  whatWeKeepUnverified:
    'Si nunca confirmas tu correo electrónico, eliminamos la cuenta después de {days, plural, one {# día} many {# días} other {# días}}.',
  whatWeKeepNoConsent:
    'Si tienes 11 o 12 años y ninguna madre, padre o tutor responde en un plazo de {days, plural, one {# día} many {# días} other {# días}}, eliminamos la cuenta.',
  whatWeKeepReports:
    'Un reporte que hiciste se queda con nuestro equipo de protección después de que te vas, para que pueda seguir protegiendo a otras personas. Tu nombre no se guarda con él.',

  helpLinesEmergency:
    'Si podrías hacerte daño o estás en peligro ahora mismo, llama a tu número de emergencias: 999 en el Reino Unido, 911 en Estados Unidos y Canadá, 112 en Europa.',
  helpLinesTalkNow: 'Puedes hablar con alguien ahora, gratis y en privado:',
  helpLineUk: 'Reino Unido: Childline, llama al {phone} o chatea en {website}',
  helpLineUs:
    'Estados Unidos: llama o envía un mensaje de texto al {phone} (Línea de Prevención del Suicidio y Crisis)',
  helpLineCanada: 'Canadá: Kids Help Phone, llama al {phone} o envía un mensaje de texto al 686868',
  helpLineElsewhere: 'En cualquier otro lugar: {website}',
  helpLinesTellSomeone:
    'Contárselo a tu madre, tu padre, tu cuidador o un profesor de confianza también puede ayudar.',

  privacyShortWhatWeKeep:
    'Guardamos tu correo electrónico, tu nombre, tu edad y tu foto, lo que nos cuentas para encontrar un mentor, tus notas, tus solicitudes y tus chats.',
  privacyShortAnswers:
    'Tus respuestas sobre lo que has vivido son privadas: nadie las ve, solo las usamos para sugerir mentores. Son opcionales.',
  privacyShortNotes: 'Tus notas son solo para ti.',
  privacyShortChats:
    'Solo tú, la persona con la que chateas y, en el caso de personas jóvenes, nuestro equipo de protección leen tus chats. En el programa de una escuela, sus coordinadores también pueden leerlos, y tu chat te lo dice.',
  privacyShortNoAdverts:
    'Sin anuncios y sin rastreo, y nunca vendemos tus datos. Tus mensajes nunca se incluyen en correos electrónicos ni en notificaciones.',
  privacyShortYourData:
    'Puedes descargar una copia de todo lo que guardamos sobre ti en Ajustes, Tus datos, y eliminar tu cuenta en Ajustes, Eliminar cuenta. Cuando la eliminas, desaparece para siempre: ninguna copia de seguridad la recupera.',
  privacyShortSharedComputer:
    'En una computadora compartida, cierra sesión cuando termines: así el navegador lo olvida todo.',

  privacyTitle: 'Tu privacidad en MentorBridge',
  privacyLead:
    'Solo guardamos lo que MentorBridge necesita para ayudarte a encontrar un mentor y para protegerte, y solo durante el tiempo que lo necesita.',
  privacyCallsHeading: 'Videollamadas y notificaciones',
  privacyCalls:
    'Las videollamadas ocurren en la página de llamadas de MentorBridge. Tu imagen y tu voz van de tu navegador al de la otra persona, directamente o a través de un servidor intermediario que las pasa sin poder verlas ni oírlas. Nunca pasan por el servidor de MentorBridge, y no se graba nada de una llamada: solo guardamos cuándo empezó y cuándo terminó cada llamada, y cuándo entró y cuándo salió cada persona. Una escuela puede, en cambio, hacer las llamadas en su propio servicio de video; en ese caso, ese servicio transmite la llamada. Las notificaciones pasan por el servicio de notificaciones push de tu navegador (Google, Mozilla o Apple); dicen quién escribió, nunca qué.',
  privacyFullHeading: 'La versión completa, para madres, padres, cuidadores y escuelas',
  privacyFullIntro:
    'Cada tipo de dato que guarda MentorBridge, por qué, por cuánto tiempo y quién lo ve. Una cuenta cuya dirección de correo electrónico nunca se confirma se elimina después de {unverifiedDays, plural, one {# día} many {# días} other {# días}}; una solicitud que nadie responde termina después de {requestDays, plural, one {# día} many {# días} other {# días}}. Las copias de seguridad se guardan como máximo 35 días, solo el servidor puede leerlas, y ninguna cuenta eliminada vuelve a partir de una copia. Una madre, un padre o un cuidador puede pedirle a la escuela o a MentorBridge una copia de los datos de su hijo o hija, o retirar su permiso desde el enlace de su correo electrónico, lo que elimina la cuenta del hijo o hija.',
  privacyWhy: 'Por qué',
  privacyHowLong: 'Por cuánto tiempo',
  privacyWhoSees: 'Quién lo ve',
  privacySafetyRules:
    'Las reglas que protegen a las personas jóvenes están en la página de {link}.',
  privacySafetyRulesLinkText: 'reglas de seguridad',
  privacyAccountWhat:
    'Dirección de correo electrónico, nombre, edad, contraseña (solo una forma codificada de ella)',
  privacyAccountWhy:
    'para iniciar sesión, para mostrar quién eres, para que los menores de 18 años solo estén con mentores verificados',
  privacyAccountHowLong: 'hasta que se elimina la cuenta',
  privacyAccountWhoSees:
    'el nombre de un mentor: los usuarios con sesión iniciada; el de un estudiante: los mentores a los que envió una solicitud; la dirección de correo electrónico: nadie',
  privacyPictureWhat: 'Foto de perfil',
  privacyPictureWhy: 'para que las personas sepan con quién están hablando',
  privacyPictureHowLong: 'hasta que se reemplaza o se elimina la cuenta',
  privacyPictureWhoSees:
    'la de un estudiante: solo los mentores a los que envió una solicitud (menores de 18 años: una vez que lo aceptan)',
  privacyAnswersWhat: 'Las respuestas de un estudiante: en qué quiere ayuda y qué ha vivido',
  privacyAnswersWhy: 'para sugerir mentores que recorrieron el mismo camino',
  privacyAnswersHowLong: 'hasta que se cambian o se elimina la cuenta',
  privacyAnswersWhoSees: 'nadie: solo se usan para las sugerencias',
  privacyStoryWhat: 'La historia y las experiencias de un mentor, algunas de ellas ocultas',
  privacyStoryWhy: 'para que los estudiantes puedan encontrarlo',
  privacyStoryHowLong: 'hasta que se cambian o se elimina la cuenta',
  privacyStoryWhoSees: 'lo que muestra: los usuarios con sesión iniciada; lo que oculta: nadie',
  privacyNotesWhat: 'Notas',
  privacyNotesWhy: 'solo para quien las escribe',
  privacyNotesHowLong: 'hasta que se eliminan',
  privacyNotesWhoSees: 'solo quien las escribe, nunca el equipo de protección',
  privacyChatsWhat:
    'Solicitudes, chats, fotos enviadas en los chats, marcas de visto, cuándo empezó y cuándo terminó cada llamada y cuándo entró y cuándo salió cada persona',
  privacyChatsWhy: 'para hablar con un mentor',
  privacyChatsHowLong: 'hasta que cualquiera de las dos personas elimina su cuenta',
  privacyChatsWhoSees:
    'las dos personas; el equipo de protección, en los chats con menores de 18 años; en el programa de una escuela, sus coordinadores, que primero dan un motivo',
  privacySafeguardingWhat:
    'Reportes, mensajes retenidos, advertencias y la verificación de protección de un mentor',
  privacySafeguardingWhy: 'para proteger a las personas jóvenes',
  privacySafeguardingHowLong:
    'mientras existan las cuentas; los reportes se quedan, sin quien los hizo, después de que esa persona se va; el registro de lo que hicieron los responsables de protección, 6 años',
  privacySafeguardingWhoSees: 'el equipo de protección',
  privacyConsentWhat:
    'La dirección de correo electrónico de la madre, el padre o el cuidador y su respuesta (estudiantes de 11 y 12 años)',
  privacyConsentWhy: 'el permiso',
  privacyConsentHowLong:
    'mientras existe la cuenta; la cuenta de un niño o una niña se elimina después de {days, plural, one {# día} many {# días} other {# días}} sin respuesta',
  privacyConsentWhoSees: 'nadie; solo se usa para preguntar y para avisar',
  privacyProgrammesWhat:
    'Los programas escolares a los que te uniste con un código, y desde cuándo',
  privacyProgrammesWhy: 'para que tu escuela sepa quién está en su programa',
  privacyProgrammesHowLong: 'hasta que sales, la escuela te retira o se elimina la cuenta',
  privacyProgrammesWhoSees:
    'los coordinadores del programa de la escuela: tu nombre, tu dirección de correo electrónico y tu grupo de edad',
  privacyMatchesWhat:
    'En el programa de una escuela: un emparejamiento que el coordinador propuso, aprobó o rechazó, y por qué',
  privacyMatchesWhy: 'para que la escuela apruebe con quién hablan sus estudiantes',
  privacyMatchesHowLong:
    'con la solicitud: hasta que cualquiera de las dos personas elimina su cuenta',
  privacyMatchesWhoSees: 'las dos personas y los coordinadores del programa',
  privacySchoolConsentWhat:
    'El permiso de una escuela para un estudiante de 11 o 12 años en su programa: quién lo dio y cuándo',
  privacySchoolConsentWhy:
    'una escuela puede dar su permiso para su propio programa; una madre, un padre o un cuidador todavía puede negarse',
  privacySchoolConsentHowLong: 'mientras existe la cuenta',
  privacySchoolConsentWhoSees: 'los coordinadores de la escuela y el equipo de protección',
  privacyCoordinatorsWhat:
    'De los coordinadores de programa de una escuela: la escuela, y desde cuándo coordinan el programa',
  privacyCoordinatorsWhy: 'para que una escuela dirija sus propios programas de mentoría',
  privacyCoordinatorsHowLong: 'hasta que otro coordinador los quita o se elimina su cuenta',
  privacyCoordinatorsWhoSees:
    'los demás coordinadores de la escuela (nombre y dirección de correo electrónico)',
  privacyDevicesWhat:
    'Dispositivos con notificaciones activadas, sesiones, preferencias de correo electrónico',
  privacyDevicesWhy:
    'para avisarte de lo que pasó mientras no estabas, y para mantener tu sesión iniciada',
  privacyDevicesHowLong:
    'hasta que se desactivan o cierras sesión; una sesión termina después de 12 horas sin uso',
  privacyDevicesWhoSees: 'nadie',

  safeguardingTitle: 'Protección',
  consoleLead: 'Todo lo que abres o decides aquí queda escrito en el registro de auditoría.',
  consoleTabsLabel: 'Consola de protección',
  consoleTabReports: 'Reportes',
  consoleTabHeld: 'Mensajes retenidos',
  consoleTabFlags: 'Mensajes marcados',
  consoleTabPauses: 'Pausados por madres o padres',
  consoleTabAccounts: 'Cuentas',
  consoleTabChecks: 'Verificaciones de mentores',
  consoleTabAudit: 'Registro de auditoría',
  loadingReports: 'Cargando reportes...',
  noOpenReports: 'No hay reportes abiertos.',
  loadingHeldMessages: 'Cargando mensajes retenidos...',
  noHeldMessages: 'No hay mensajes esperando revisión.',
  loadingFlaggedMessages: 'Cargando mensajes marcados...',
  noFlaggedMessages: 'No hay mensajes marcados.',
  flagSignals: 'Señales: {signals}',
  signalSecrecy: 'secreto',
  signalOtherApp: 'otra app',
  signalMeeting: 'encuentro',
  signalGifts: 'regalos',
  signalSelfHarm: 'autolesión',
  loadingAuditLog: 'Cargando el registro de auditoría...',
  auditLogCaption: 'Registro de auditoría, lo más reciente primero',
  auditWhen: 'Cuándo',
  auditLead: 'Responsable',
  auditAction: 'Acción',
  auditSubject: 'Sobre qué',
  auditReason: 'Motivo',
  consoleParty:
    '{name} ({role, select, mentor {mentor} mentee {estudiante} other {{role}}}, {ageBand})',
  consoleFromTo: 'De {sender} a {recipient}, {when}',
  reportClosed: 'Reporte cerrado.',
  personSuspended: 'Se suspendió a {name}.',
  consoleReported: '{reporter} reportó a {reported}, {when}',
  consoleReportReason: 'Motivo: {reason}',
  consoleReportedMessage: 'El mensaje: {message}',
  consoleLookUpPerson: 'Buscar a {name}',
  reasonOrOutcomeLabel: 'Motivo o resultado (para el registro de auditoría)',
  suspendPerson: 'Suspender a {name}',
  closeReport: 'Cerrar el reporte',
  doneAndAudited: 'Listo, y quedó escrito en el registro de auditoría.',
  lookupEmailLabel: 'Correo electrónico',
  lookUp: 'Buscar',
  lookingUp: 'Buscando...',
  accountOf: 'Cuenta de {name}',
  accountSummary:
    '{role, select, mentor {mentor} mentee {estudiante} other {{role}}}, {ageBand}, {email}. Se unió el {date}.',
  accountStateSuspended: 'Suspendida.',
  accountStateActive: 'Activa.',
  lookupConnectionsHeading: 'Conexiones',
  noneListed: 'No hay.',
  lookupConnection:
    '{name} ({role, select, mentor {mentor} mentee {estudiante} other {{role}}}, {ageBand}): {status, select, pending {pendiente} accepted {aceptada} rejected {rechazada} other {{status}}}',
  lookupReport:
    '{side, select, made {Hecho por esta persona} other {Sobre esta persona}}: {reason} ({status, select, open {abierto} closed {cerrado} other {{status}}})',
  warningReasonLabel: 'Motivo, o la advertencia que se va a enviar (para el registro de auditoría)',
  liftSuspension: 'Levantar la suspensión',
  suspendAccount: 'Suspender',
  sendWarning: 'Enviar advertencia',
  messageReleased: 'Mensaje liberado.',
  messageRemoved: 'Mensaje eliminado.',
  heldNoText: '(sin texto)',
  heldFor: 'Retenido por: {reasons}',
  heldReasonPhone: 'teléfono',
  heldReasonEmail: 'correo electrónico',
  heldReasonLink: 'enlace',
  heldReasonHandle: 'nombre de usuario',
  heldReasonAddress: 'dirección',
  auditReasonLabel: 'Motivo (para el registro de auditoría)',
  releaseHeld: 'Liberar',
  removeHeld: 'Eliminar',
  showHeldPicture: 'Mostrar la foto',
  showHeldPictureAudited: '(abrirla queda escrito en el registro de auditoría)',
  heldPictureAlt: 'La foto enviada con este mensaje retenido',
  noParentPauses: 'No hay ninguna mentoría pausada por una madre, un padre o un cuidador.',
  parentPauseLine: '{child} con {mentor}, pausada el {date}',

  mentorChecksIntro:
    'Registra lo que viste: el tipo de verificación, su número y sus fechas, las referencias, la entrevista y la capacitación. Nunca subas ni guardes una copia de un certificado o de un documento de identidad.',
  checkFilterLabel: 'Mostrar',
  checkFilterAll: 'Todos los mentores',
  checkStateNotChecked: 'Sin verificar',
  checkStateValid: 'Válida',
  checkFilterExpiring: 'Vence en 30 días o menos',
  checkStateExpired: 'Vencida',
  checkStateSuspended: 'Suspendida',
  downloadCheckRecords: 'Descargar todos los registros (CSV)',
  loadingMentorChecks: 'Cargando verificaciones de mentores...',
  noMentorsMatch: 'Ningún mentor coincide.',
  mentorChecksMore:
    'Solo se muestran los primeros {count} por nombre: elige un filtro más específico o descarga el CSV para verlos todos.',
  checkStatusValid:
    'Válida hasta el {date} ({days, plural, one {queda # día} many {quedan # días} other {quedan # días}})',
  checkStatusExpired: 'Venció el {date}',
  checkStatusNotChecked: 'Sin verificar, falta lo siguiente: {steps}',
  checkStepCheck: 'verificación',
  checkStepReferences: 'referencias',
  checkStepInterview: 'entrevista',
  checkStepTraining: 'capacitación',
  suspensionReason: 'Motivo de la suspensión: {reason}',
  checkRecordLine: '{kind}, número {reference}; registrada por {recordedBy}',
  closeCheckForm: 'Cerrar el formulario',
  recordMentorCheck: 'Registrar la verificación de {name}',
  checkRecorded: 'Registrado, y quedó escrito en el registro de auditoría.',
  checkFormLabel: 'Registro de protección',
  checkKindLabel: 'Tipo de verificación',
  checkKindNotBack: 'Todavía no llegó',
  checkKindEnhancedDbs: 'DBS ampliado con lista de exclusión (Enhanced DBS with barred list)',
  checkKindDbsUpdate: 'Servicio de actualización del DBS (DBS Update Service)',
  checkKindUsBackground: 'Verificación de antecedentes de EE. UU. (huellas dactilares)',
  checkKindOtherNational: 'Otra verificación nacional',
  checkReferenceNumber: 'Número de referencia',
  checkIssuedOn: 'Emitida el',
  checkSeenOn: 'Vista el',
  checkExpiresOn: 'Vence el',
  checkExpiresHint: 'Como máximo 3 años después de su emisión.',
  checkReferencesReceived: 'Referencias recibidas',
  checkReferencesOn: 'Referencias recibidas el',
  checkInterviewedOn: 'Entrevista hecha el',
  checkTrainedOn: 'Capacitación hecha el',
  checkTrainedHint: 'Capacitación dada en persona; el curso de la app registra su propia fecha.',
  checkSaving: 'Guardando...',
  saveCheckRecord: 'Guardar el registro',
  checkDayNotADay:
    'La fecha {field, select, issued {de emisión} seen {en que se vio} referencesOn {de recepción de las referencias} interviewed {de la entrevista} trained {de la capacitación} other {{field}}} debe ser un día escrito AAAA-MM-DD (YYYY-MM-DD).',
  checkDayInFuture:
    'La fecha {field, select, issued {de emisión} seen {en que se vio} referencesOn {de recepción de las referencias} interviewed {de la entrevista} trained {de la capacitación} other {{field}}} está en el futuro.',
  checkKindUnknown: 'Tipo de verificación desconocido: elige uno de estos: {kinds}.',
  checkNeedsReference: 'La verificación necesita su número de referencia.',
  checkExpiryNotADay: 'La fecha de vencimiento debe ser un día escrito AAAA-MM-DD (YYYY-MM-DD).',
  checkExpiryPassed: 'La fecha de vencimiento ya pasó: registra una verificación nueva.',
  checkTooLong: 'Una verificación vale como máximo {years} años después de su emisión.',
  checkSeenBeforeIssued: 'La verificación no se puede haber visto antes de su emisión.',
  checkReferencesRange:
    'Las referencias recibidas deben ser de 0 a {max}: escribe {max} si llegaron {max} o más.',
  whyLiftSuspension: '¿Por qué levantar la suspensión de {name}?',
  whySuspendRecord: '¿Por qué suspender el registro de {name}?',
  liftTheSuspension: 'Levantar la suspensión',
  suspendAtOnce: 'Suspender de inmediato',

  stillNeeded: 'Todavía falta:',
  missingStepCheck:
    'una verificación de antecedentes penales (como una verificación DBS ampliada), vista por un responsable de protección',
  missingStepReferences: 'dos referencias',
  missingStepInterview: 'una entrevista con un responsable de protección',
  missingStepTraining: 'la capacitación en protección que está abajo',

  trainingHeading: 'Capacitación en protección',
  trainingPassedOn:
    'Aprobaste el {date}. Es válida hasta el {lastDay}; vuelve a hacerla antes de esa fecha.',
  trainingIntro:
    'Lee las seis lecciones cortas y luego responde el cuestionario: apruebas con {passCount} de {total} respuestas correctas. Toma unos 15 minutos.',
  hideTrainingCourse: 'Ocultar el curso',
  retakeTraining: 'Leer las lecciones y volver a hacer el cuestionario',
  quizHeading: 'Cuestionario',
  quizQuestionLegend: '{number}. {question}',
  quizNotQuite: 'No exactamente: vuelve a leer esto.',
  quizChecking: 'Revisando...',
  quizCheckAnswers: 'Revisar mis respuestas',
  quizUnanswered: '{unanswered} de {total} todavía sin responder.',
  quizPassed: 'Aprobaste: {correct} de {total}. Tu capacitación queda registrada hoy.',
  quizFailed:
    '{correct} de {total}: se necesitan {needed}. Vuelve a leer las lecciones e inténtalo otra vez.',

  trainingBoundariesTitle: 'Límites',
  trainingBoundaries1:
    'Eres mentor. No eres un amigo, una madre o un padre, un profesor ni un consejero. Las personas jóvenes pueden confiar en ti porque te mantienes en ese rol. Puedes mostrar calidez y amabilidad y aun así mantenerlo.',
  trainingBoundaries2:
    'Mantén las conversaciones en los objetivos que acordaron, como la escuela, el trabajo, las habilidades y los planes. Está bien compartir un poco de tu propia experiencia cuando ayuda. No hables de tu vida privada, como tus relaciones personales, y no preguntes por las suyas.',
  trainingBoundaries3:
    'Chatea y llama en horarios que una madre o un padre esperaría, no tarde por la noche. No tienes que responder de inmediato. Está bien responder al día siguiente.',
  trainingBoundaries4:
    'Nunca le pidas a una persona joven fotos de sí misma. Solo comparte imágenes que ayuden a la mentoría, como una hoja de ejercicios o un diagrama. Si algo parece demasiado personal, probablemente lo es. Da un paso atrás y, si tienes dudas, pregunta al equipo de protección.',
  trainingOnMentorBridgeTitle: 'Mantén todo el contacto en MentorBridge',
  trainingOnMentorBridge1:
    'Habla con las personas jóvenes solo a través de tu chat de MentorBridge y su videollamada. No uses llamadas telefónicas, mensajes de texto, correo electrónico, redes sociales, juegos ni ninguna otra app, aunque te lo pidan. Esto las protege, y también te protege a ti.',
  trainingOnMentorBridge2:
    'Nunca des tu número de teléfono, tu dirección de correo electrónico, la dirección de tu casa ni tus usuarios de redes sociales, y nunca pidas los suyos. Si envías a alguien menor de 18 años un mensaje con un número de teléfono, una dirección de correo electrónico o un usuario de redes sociales, el mensaje queda retenido. Un responsable de protección lo revisa antes de que se entregue.',
  trainingOnMentorBridge3:
    'Si una persona joven te ofrece sus datos o te pide pasar a otra app, di que no con amabilidad. Podrías decir: "Sigamos hablando aquí. Así es como MentorBridge nos protege a los dos." No la agregues, no la sigas ni la busques en ningún otro lugar.',
  trainingOnMentorBridge4:
    'Nuestro equipo de protección puede revisar los chats con personas jóvenes. Escribe cada mensaje como si el equipo lo estuviera leyendo contigo.',
  trainingNoSecretsTitle: 'Sin secretos, sin regalos y sin encuentros en persona',
  trainingNoSecrets1:
    'Nunca guardes secretos con una persona joven. Nunca le pidas que oculte algo a sus padres, a sus cuidadores o a su escuela. Si te pide que guardes un secreto, dile con amabilidad que no puedes prometer eso.',
  trainingNoSecrets2:
    'No des ni aceptes regalos ni dinero. Eso incluye vales, créditos para juegos y pagar cosas. Tu tiempo y tus palabras amables son suficientes. Un mensaje de agradecimiento en el chat es la forma correcta de dar las gracias, en ambos sentidos.',
  trainingNoSecrets3:
    'Nunca te encuentres en persona con una persona joven. Ni en un lugar público, ni con su madre o su padre presente. Toda la mentoría ocurre en MentorBridge. Si por casualidad te la encuentras, sé cortés, que sea breve y avisa al equipo de protección.',
  trainingNoSecrets4:
    'Los secretos, los regalos y los encuentros son la forma en que las personas que hacen daño a niños se ganan su confianza y hacen que un niño sienta que les debe algo. Mantenerte lejos de los tres protege a las personas jóvenes y le muestra a todos que eres de confianza.',
  trainingDisclosuresTitle:
    'Señales de que una persona joven está en riesgo, y qué hacer cuando te cuenta algo',
  trainingDisclosures1:
    'Fíjate en las señales de que algo anda mal. Entre ellas: un gran cambio de ánimo, hablar de hacerse daño, tener miedo de ir a casa, pasar sin comer o sin dormir, un nuevo "amigo" mayor, o regalos de alguien a quien no quiere nombrar. No necesitas tener certeza. Una preocupación es suficiente para reportar.',
  trainingDisclosures2:
    'Si una persona joven te cuenta algo preocupante, mantén la calma y escucha. Deja que use sus propias palabras. Dile que hizo bien en contártelo. No prometas guardar el secreto. Explícale que se lo vas a pasar a personas cuyo trabajo es ayudar.',
  trainingDisclosures3:
    'No investigues. No hagas preguntas que sugieran respuestas, no contactes a su familia ni a su escuela, y no confrontes a nadie. Personas capacitadas harán lo necesario, y si investigas por tu cuenta podrías empeorar las cosas.',
  trainingDisclosures4:
    'Repórtalo al equipo de protección de inmediato, usando "Reportar" en el chat, y escribe lo que dijo con sus propias palabras. El chat queda en pausa mientras el equipo lo revisa. Si la persona joven está en peligro inmediato, primero llama a los servicios de emergencia (999 en el Reino Unido, 911 en Estados Unidos) y después repórtalo.',
  trainingVideoCallsTitle: 'Videollamadas',
  trainingVideoCalls1:
    'Haz llamadas solo con el botón de llamada de tu chat de MentorBridge. Nunca uses otra app de video y nunca compartas un enlace de llamada en ningún otro lugar.',
  trainingVideoCalls2:
    'Llama desde un espacio tranquilo que parezca compartido, como una sala o una oficina, no desde un dormitorio. Revisa lo que se ve detrás de ti. Vístete como lo harías para una reunión en una escuela.',
  trainingVideoCalls3:
    'Nunca grabes una llamada, y nunca tomes capturas de pantalla ni fotos de la pantalla. Tampoco le pidas nunca a la persona joven que lo haga.',
  trainingVideoCalls4:
    'Si la persona joven está en un lugar inapropiado, como en la cama o en un baño, o no está vestida de forma adecuada, termina la llamada con amabilidad y sugiere otro momento. Si algo en una llamada te preocupa, termínala y usa "Reportar" en el chat.',
  trainingEndingWellTitle: 'Terminar bien una relación de mentoría',
  trainingEndingWell1:
    'Toda relación de mentoría termina. Los cierres son importantes para las personas jóvenes, sobre todo para aquellas a quienes ya les fallaron antes. Planea el cierre, para que nunca llegue por sorpresa.',
  trainingEndingWell2:
    'Dile con tiempo, en el chat, cuándo terminará y por qué. Repasen juntos lo que ha logrado y hablen de lo que podría hacer después.',
  trainingEndingWell3:
    'Despídete en MentorBridge. No intercambien datos de contacto ni ofrezcas seguir en contacto en otro lugar. Las mismas reglas se aplican el último día que el primero.',
  trainingEndingWell4:
    'Si tienes que parar de repente, por ejemplo porque te enfermaste, envía un mensaje corto y amable para avisarlo, si puedes. Nunca dejes de responder sin más.',

  quizMentorRole: '¿Cuál es tu rol como mentor?',
  quizMentorRoleA: 'Un amigo cercano que guarda sus secretos',
  quizMentorRoleB: 'Una persona adulta de confianza que ayuda con los objetivos que acordaron',
  quizMentorRoleC: 'Un sustituto de sus padres que toma decisiones por la persona joven',
  quizMentorRoleD: 'Un consejero que trata sus problemas',
  quizOtherApp:
    'Una persona joven te pide seguir sus chats en otra app de mensajería, porque es más fácil. ¿Qué haces?',
  quizOtherAppA: 'Aceptar, siempre que guardes una copia de los mensajes',
  quizOtherAppB: 'Aceptar, pero solo para preguntas rápidas',
  quizOtherAppC: 'Decir que no con amabilidad y seguir hablando en MentorBridge',
  quizOtherAppD: 'Darle tu dirección de correo electrónico en su lugar',
  quizContactDetailsHeld:
    '¿Qué pasa si le envías a una persona joven menor de 18 años un mensaje con tu número de teléfono?',
  quizContactDetailsHeldA:
    'Queda retenido, y un responsable de protección lo revisa antes de que se entregue',
  quizContactDetailsHeldB: 'Se entrega como siempre, porque elegiste compartirlo',
  quizContactDetailsHeldC: 'Se entrega, pero el número queda oculto para la persona joven',
  quizAllowedKindness: 'Es el cumpleaños de una persona joven. ¿Cuál de estas opciones está bien?',
  quizAllowedKindnessA: 'Una pequeña tarjeta de regalo, si su madre o su padre está de acuerdo',
  quizAllowedKindnessB: 'Verse para tomar un café de cumpleaños con su madre o su padre presente',
  quizAllowedKindnessC: 'Una sorpresa que le pides que no les cuente a sus padres',
  quizAllowedKindnessD: 'Un mensaje de cumpleaños amable en el chat',
  quizAskedForSecret:
    'Una persona joven dice: "Te voy a contar algo, pero tienes que prometer que no se lo vas a decir a nadie." ¿Qué dices?',
  quizAskedForSecretA: 'Que no puedes prometer guardar el secreto, pero que vas a escuchar',
  quizAskedForSecretB: 'Que lo prometes, para que sienta la confianza de hablar',
  quizAskedForSecretC: 'Que lo prometes, y decides después si lo pasas a alguien',
  quizAskedForSecretD: 'Que mejor se lo cuente a otra persona',
  quizAfterDisclosure:
    'Una persona joven te cuenta que una persona adulta de su casa le está haciendo daño. Después de escuchar, ¿qué haces?',
  quizAfterDisclosureA: 'Hacer preguntas detalladas para saber exactamente qué pasó',
  quizAfterDisclosureB: 'Contactar a su escuela para comprobar lo que te contó',
  quizAfterDisclosureC:
    'Reportarlo al equipo de protección de inmediato, usando "Reportar" en el chat',
  quizAfterDisclosureD: 'Esperar a ver si vuelve a mencionarlo',
  quizImmediateDanger:
    'Una persona joven te dice que está en peligro ahora mismo. ¿Qué haces primero?',
  quizImmediateDangerA: 'Enviar un reporte y esperar a que el equipo de protección responda',
  quizImmediateDangerB:
    'Llamar a los servicios de emergencia y después reportarlo al equipo de protección',
  quizImmediateDangerC: 'Pedirle que te llame a tu teléfono para que puedas ayudar',
  quizCallSpace: '¿Desde dónde deberías hacer una videollamada?',
  quizCallSpaceA: 'Desde tu dormitorio, siempre que esté ordenado',
  quizCallSpaceB: 'Desde un café lleno de gente, para que te vean',
  quizCallSpaceC: 'Desde tu auto estacionado, para tener privacidad',
  quizCallSpaceD: 'Desde un espacio tranquilo que parezca compartido, como una sala o una oficina',
  quizCallInappropriate:
    'Empiezas una videollamada y la persona joven está en la cama, en pijama. ¿Qué haces?',
  quizCallInappropriateA: 'Seguir, ya que se ve cómoda',
  quizCallInappropriateB: 'Pedirle que aleje la cámara de la cama',
  quizCallInappropriateC: 'Terminar la llamada con amabilidad y sugerir otro momento',
  quizCallInappropriateD: 'Grabar la llamada para tener pruebas de que no pasó nada',
  quizEnding:
    'Tu mentoría con una persona joven está llegando a su fin. ¿Cuál es la mejor manera de terminarla?',
  quizEndingA: 'Dejar de responder, para que la despedida duela menos',
  quizEndingB: 'Avisarle con tiempo y despedirte en el chat',
  quizEndingC: 'Intercambiar números de teléfono para seguir en contacto',
} satisfies Translation<typeof english>;
