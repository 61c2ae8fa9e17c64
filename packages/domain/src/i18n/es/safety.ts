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
} satisfies Translation<typeof english>;
