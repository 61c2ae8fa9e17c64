import type { Translation } from '../catalogue.ts';
import type { story as english } from '../en/story.ts';

/**
 * The wording of a mentor's story, a mentee's answers and suggestions.
 */
export const story = {
  /** Ours: a mentor's story, a mentee's answers and suggestions (docs/product.md). */
  profileSaved: 'Perfil guardado.',
  profileSaveFailed: 'No se pudo guardar tu perfil. Vuelve a intentarlo.',
  answersSaved: 'Tus respuestas se guardaron. Tus sugerencias están actualizadas.',
  answersSaveFailed: 'No se pudieron guardar tus respuestas. Vuelve a intentarlo.',
  fieldTooLong: '{field} puede tener como máximo {max} caracteres.',
  fieldHasProfanity:
    '{field} tiene palabras que no permitimos en MentorBridge. Cámbialas, por favor.',
  fieldHasContactDetails:
    '{field} tiene datos de contacto (un número de teléfono, un correo electrónico, una dirección, un nombre de usuario o un enlace). Los perfiles los leen menores de edad, así que todo el contacto se queda en MentorBridge: quítalos, por favor.',
  tooManyExperiences: 'Elige como máximo {max} experiencias.',
  unknownExperience: 'Elige experiencias de la lista, cada una solo una vez.',
  useToFindMyMentor: 'Usar esto para encontrarme un mentor',
  sensitiveUseReason:
    'Solo para sugerirte mentores que también hayan pasado por esto. Nadie lo ve, y puedes desmarcarlo cuando quieras.',
  // The quoted label must stay the same as useToFindMyMentor.
  sensitiveNotAgreed:
    'Marca “Usar esto para encontrarme un mentor” debajo de “{label}”, o quítalo: solo lo usamos si tú lo dices.',
  languagesCount: 'Elige de 1 a 5 idiomas.',
  unknownLanguage: 'Elige idiomas de la lista, cada uno solo una vez.',
  goalsCount: 'Elige de {min} a {max} cosas en las que quieres ayuda.',
  unknownGoal: 'Elige de la lista de cosas en las que quieres ayuda, cada una solo una vez.',
  onlyMentorsHaveStory: 'Solo los mentores tienen un perfil que completar.',
  onlyMenteesAnswer: 'Solo los estudiantes responden estas preguntas.',
  mentorNotFound: 'Este mentor no existe o no está disponible.',
  answersArePrivate:
    'Solo tú ves tus respuestas. Las usamos para sugerirte mentores, y nunca se las mostramos a un mentor ni a nadie más.',
  answerToGetSuggestions:
    'Cuéntanos en qué te gustaría recibir ayuda, y te sugeriremos mentores que hayan pasado por lo mismo.',
  noSuggestions:
    'Todavía no hay ningún mentor que acepte solicitudes y coincida con tus respuestas. Prueba con otras respuestas o busca más abajo.',
  hiddenExperienceHint:
    'No se muestra: solo se usa para sugerirte a estudiantes que buscan esto, y nunca se le menciona a nadie.',

  /** Ours: the web's story and suggestion views. */
  storyIntro:
    'Los estudiantes leen esto en tu perfil. Cuenta lo que has vivido, para que quienes van por el mismo camino puedan encontrarte.',
  choiceLimitReached: 'Elegiste {max}, el máximo posible. Desmarca una opción para elegir otra.',
  mentorTakingRequests: 'Acepta solicitudes',
  memberSince: 'Miembro desde {monthAndYear}',
  loadingMentorProfile: 'Cargando perfil...',
  noMentorsForFilters: 'Ningún mentor coincide con estos filtros. Intenta elegir menos filtros.',
  requestMessageHint:
    'Unas palabras sobre en qué te gustaría recibir ayuda. El mentor las lee junto con tu solicitud.',
  loading: 'Cargando...',
  mentorNotFoundTitle: 'Mentor no encontrado',
  characterCount: '{count} de {max} caracteres',
  choiceCount: '{count} de {max} seleccionados',
} satisfies Translation<typeof english>;
