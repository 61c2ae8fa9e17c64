import type { Translation } from '../catalogue.ts';
import type { training as english } from '../en/training.ts';

/** The safeguarding training and its quiz in neutral Latin American Spanish; the conventions of every safety text are in safety.ts. */
export const training = {
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
