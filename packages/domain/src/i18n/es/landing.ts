import type { Translation } from '../catalogue.ts';
import type { landing as english } from '../en/landing.ts';

/**
 * The landing page, read by pupils (tú) and by parents. Buttons and links are infinitives, so they
 * read right to both. "match" is "emparejamiento" (as in programmes.ts), never "pareja".
 */
export const landing = {
  landingTitle: 'Encuentra un mentor que ya recorrió tu camino',
  landingLead:
    'MentorBridge conecta a estudiantes de secundaria con personas adultas que ya pasaron por las decisiones que ellos tienen por delante: qué materias elegir, el primer trabajo, la universidad, la profesión.',
  goToConnections: 'Ir a tus conexiones',
  joinOrLogIn: 'Registrarse / Iniciar sesión',

  whoWeAreHeading: 'Quiénes somos.',
  whoWeAreStory:
    'MentorBridge lo creó alguien de 12 años que quería tener a quién preguntar: alguien que se hubiera sentado en las mismas clases, que se hubiera preocupado por los mismos exámenes y que se hubiera preguntado qué camino tomar después. Los profesores y los padres ayudan mucho, pero a veces quieres escuchar a alguien que eligió el camino en el que tú estás pensando.',
  whoWeArePlace:
    'Por eso creamos un lugar donde estudiantes de 11 a 25 años conocen a mentores de 26 a 90 años. Cada mentor cuenta su historia: lo que ha vivido (por ejemplo, ser la primera persona de su familia en ir a la universidad, mudarse a otro país o aprender un oficio en vez de estudiar una carrera universitaria) y en qué puede ayudar. Cada cuenta se verifica por correo electrónico antes de poder usarse.',
  whoWeArePicture:
    'Un estudiante y un mentor adulto, sentados frente a frente a una mesa, conversan ante una computadora portátil que muestra una videollamada.',

  whyChooseHeading: '¿Por qué elegir nuestra mentoría?',
  whyBeenThere: 'Alguien que ya pasó por eso.',
  whyBeenThereText:
    'Cuéntanos qué estás viviendo y te sugerimos mentores que también lo vivieron, y te decimos por qué. O busca en sus historias por tu cuenta.',
  whyYouDecide: 'Tú decides.',
  whyYouDecideText:
    'Tú envías la solicitud. El chat se abre solo cuando el mentor la acepta, y puedes terminarlo en cualquier momento.',
  whyTalkYourWay: 'Habla a tu manera.',
  whyTalkYourWayText:
    'Chatea con texto y fotos, o hagan una videollamada cuando estés listo: aquí mismo, sin otra app ni otra cuenta. Las videollamadas nunca se graban.',
  whyPrivate: 'Privado.',
  whyPrivateText:
    'Los chats son privados entre ustedes dos, los mensajes pasan por un filtro de lenguaje inapropiado y tus notas son solo tuyas.',
  whyInYourLanguage: 'En tu idioma.',
  whyInYourLanguageText:
    'Usa MentorBridge en inglés, español o árabe: elige tu idioma arriba en cualquier página, o en el Menú en un teléfono. Nuestros correos llegan en el idioma que elijas, y tu madre, padre o cuidador puede elegir el suyo.',
  whyChoosePicture:
    'Un mentor señala el camino mientras un estudiante sube una escalera hacia un birrete de graduación y una bandera de meta.',

  stayingSafeHeading: 'Tu seguridad',
  safeChecked:
    'Ningún adulto puede encontrar a un estudiante menor de 18 años, enviarle una solicitud ni chatear con él hasta que nuestro equipo de protección haya revisado la verificación de antecedentes penales de ese adulto, dos referencias, una entrevista y su capacitación en protección. La verificación de antecedentes se renueva al menos cada 3 años, y la capacitación, cada año. El mismo día en que una de las dos vence, o en cuanto nuestro equipo la suspende, los chats y las llamadas de ese adulto con menores de 18 años quedan en pausa.',
  safeNeverListed:
    'Los estudiantes nunca aparecen en ninguna lista, y la foto de un estudiante solo la ven los mentores que lo aceptaron.',
  safeHeld:
    'Cuando uno de los dos es menor de 18 años, los mensajes con números de teléfono, direcciones, enlaces o nombres de usuario quedan retenidos para revisión hasta que nuestro equipo de protección los revise.',
  safeReport:
    'Reporta o bloquea a cualquier persona desde cualquier mensaje, tarjeta o chat. Un reporte pausa el chat de inmediato, y nunca se le dice a nadie quién lo hizo.',
  safeCaregiver:
    'La madre, el padre o el cuidador de un niño o una niña menor de 13 años (y de un estudiante de 13 a 15 años, si la escuela lo pide) aprueba a cada nuevo mentor. Ve con quién habla su hijo o hija, la verificación de protección del mentor y con qué frecuencia hablan, pero nunca lo que se dicen. Y puede pausar una mentoría de inmediato.',
  safeEnding:
    'Cualquiera de los dos puede terminar una mentoría en cualquier momento, y el programa de una escuela termina sus emparejamientos el día previsto. El chat se queda para leerlo, pero ya no se puede enviar nada ni llamar, y el motivo “Algo me preocupó” llega directamente a nuestro equipo de protección.',
  safeConsent:
    'Los estudiantes de 11 o 12 años solo se unen con el permiso de su madre, padre o tutor, o con el permiso de su escuela dentro del propio programa de la escuela. En ese caso, se avisa de inmediato a la madre, el padre o el tutor, que todavía puede decir que no.',
  safeProgramme:
    'Una escuela puede tener su propio programa. Sus estudiantes se unen con un código de clase y conocen a los mentores verificados del programa. Su coordinador aprueba cada emparejamiento antes del primer mensaje, ve en qué emparejamientos ya no hay mensajes y les pregunta a los dos cómo les va: dos veces el primer mes y después una vez al mes. La otra persona nunca ve tu respuesta. Si un mentor envía un mensaje fuera del horario de contacto de la escuela (de 07:00 a 21:00, salvo que la escuela elija otro), el mensaje espera hasta que empiece el horario, y mientras tanto no puede empezar ninguna llamada. Una escuela puede pedir que su coordinador entre en todas las videollamadas: hasta que entra, la videollamada espera.',
  safeAnswersPrivate:
    'Lo que nos cuentas para encontrar un mentor es tuyo: ningún mentor, ni nadie más, lo ve nunca.',
  safeYourData:
    'Descarga cuando quieras una copia de todo lo que guardamos sobre ti. Si eliminas tu cuenta, desaparece para siempre: ninguna copia de seguridad la recupera, y no queda nada en una computadora compartida cuando cierras sesión.',
  readSafetyRules: 'Leer nuestras reglas de seguridad',
  readPrivacy: 'Leer cómo cuidamos tus datos',
} satisfies Translation<typeof english>;
