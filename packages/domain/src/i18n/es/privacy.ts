import type { Translation } from '../catalogue.ts';
import type { privacy as english } from '../en/privacy.ts';

/** The privacy notices in neutral Latin American Spanish; the conventions of every safety text are in safety.ts. */
export const privacy = {
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
} satisfies Translation<typeof english>;
