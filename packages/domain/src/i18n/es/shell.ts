import type { Translation } from '../catalogue.ts';
import type { shell as english } from '../en/shell.ts';

/**
 * El marco de cada vista, las piezas compartidas, el registro y el inicio de sesión, las notas,
 * los bloqueos y los reportes. `tú` a estudiantes y mentores; `usted` a la madre, el
 * padre o el tutor en su página de permiso (guardian…).
 */
export const shell = {
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Principal',
  menuButton: 'Menú',
  unreadCount: '{count} sin leer',
  topBarChat: 'Chat',
  logOut: 'Cerrar sesión',
  yourAccount: 'Tu cuenta',
  accountMenuConnections: 'Tus conexiones',
  accountMenuProfile: 'Perfil',
  accountMenuSafeguarding: 'Protección',
  settingsTitle: 'Ajustes',
  programmesLink: 'Programas',
  darkTheme: 'Tema oscuro',
  footerMadeBy: '© {year} MentorBridge. Hecho para estudiantes, por un estudiante.',
  footerSafetyRules: 'Reglas de seguridad',
  footerPrivacy: 'Privacidad',

  serverOutOfReachTitle: 'No se puede conectar con MentorBridge',
  // "Conexión a internet": conexión alone is the glossary's mentoring connection.
  serverOutOfReachText:
    'No pudimos conectar con el servidor. Revisa tu conexión a internet y vuelve a intentarlo.',
  networkUnreachable:
    'No se pudo conectar con MentorBridge. Revisa tu conexión a internet y vuelve a intentarlo.',
  offlineNotice:
    'Estás sin conexión a internet. Los mensajes que envíes saldrán cuando vuelvas a estar en línea.',
  waitingForNetwork: 'Esperando la conexión a internet',
  opensWhenOnline: 'Esta página se abrirá sola en cuanto vuelvas a estar en línea.',
  tryNow: 'Intentar ahora',
  newVersionReady: 'Hay una nueva versión lista',
  reload: 'Volver a cargar',
  reloadWaitsForMessages: 'Cuando tus mensajes se hayan enviado.',
  pageNotFound: 'Página no encontrada',
  noPageAtAddress: 'No hay ninguna página en esta dirección.',
  goToHomePage: 'Ir a la página de inicio',
  pageFailed: 'Algo salió mal en esta página',
  reloadToTryAgain: 'Vuelve a cargar la página para intentarlo de nuevo.',
  backToHomePage: 'Volver a la página de inicio',
  somethingWentWrong: 'Algo salió mal. Inténtalo de nuevo.',

  // “Dejarlo así” must be the same words as keepIt.
  confirmDialogHelp:
    'Elige “{confirmLabel}” para continuar, o “Dejarlo así” para que todo quede como está.',
  keepIt: 'Dejarlo así',
  authenticationError: 'Error de autenticación',
  dismissNotice: 'Cerrar',
  profilePictureOf: 'Foto de perfil de {name}',
  noPictureUploaded: '{picture} (todavía no se subió ninguna)',

  pleaseLogIn: 'Inicia sesión',
  notForYourAccount: 'No disponible para tu cuenta',

  welcomeTitle: 'Te damos la bienvenida',
  loggedInAs: 'Iniciaste sesión como {email}.',
  joinModeQuestion: '¿Qué te gustaría hacer?',
  createAnAccount: 'Crear una cuenta',
  logBackIn: 'Iniciar sesión en una cuenta',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  ageLabel: 'Edad',
  passwordHint: 'Al menos 6 caracteres.',
  logInButton: 'Iniciar sesión',
  loggingIn: 'Iniciando sesión…',
  logInLink: 'Iniciar sesión',
  guardianEmailLabel: 'Correo electrónico de tu madre, padre o tutor',
  guardianEmailHint:
    'A los 11 y 12 años, tu madre, padre o tutor da su permiso primero. Le enviamos un correo electrónico con lo que MentorBridge guarda y por qué.',
  captchaLegend: 'Demuestra que eres una persona: suma los dados',
  captchaSumLabel: 'Suma de los dados',
  dieShowing: 'Dado que muestra {value}',
  rollingDice: 'Lanzando los dados…',
  diceNotRolled: 'No se pudieron lanzar los dados.',
  joinAsLegend: 'Unirme como',
  roleName: '{role, select, mentor {Mentor} mentee {Estudiante} other {{role}}}',
  haveClassCode: '¿Tienes un código de clase?',
  classCodeLabel: '{role, select, mentor {Código de mentor} other {Código de clase}}',
  classCodeHint: 'Te lo da el programa de tu escuela: te unes a él al registrarte.',
  whatWeKeepSummary: 'Qué guardamos sobre ti y quién lo ve',
  everythingWeKeepLink: 'Todo lo que guardamos, por qué y por cuánto tiempo',
  signUpButton: 'Registrarse',
  signingUp: 'Creando tu cuenta…',
  // "Especialidad", not "experiencia": experiencia is the glossary's lived experience.
  showExpertise: 'Mostrar áreas de especialidad',
  hideExpertise: 'Ocultar áreas de especialidad',
  resetYourPassword: 'Restablece tu contraseña',
  forgotPasswordIntro:
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  sending: 'Enviando…',
  sendResetLink: 'Enviar el enlace',
  newPasswordLabel: 'Contraseña nueva',
  confirmNewPasswordLabel: 'Confirma la contraseña nueva',
  saving: 'Guardando…',
  setNewPassword: 'Guardar la contraseña nueva',
  verifyYourEmail: 'Verifica tu correo electrónico',
  emailVerifiedTitle: 'Correo electrónico verificado',
  linkNotValidTitle: 'El enlace no es válido',

  /** To the parent or guardian: `usted`; "su hijo o hija" wherever "su" alone could mean them. */
  guardianConsentTitle: 'Permiso de la madre, el padre o el tutor',
  guardianChildAccount:
    'La cuenta {email} la creó alguien de 11 o 12 años que dio esta dirección de correo electrónico como la de su madre, padre o tutor.',
  guardianWhatWeKeep:
    'MentorBridge pone en contacto a estudiantes con mentores adultos verificados. Guardamos el correo electrónico y la edad de su hijo o hija, el nombre y la foto que elija, sus notas privadas, y sus solicitudes y chats con mentores (texto y fotos), que nuestro equipo de protección puede revisar. Los datos de contacto enviados en un chat quedan retenidos para revisión. Si su hijo o hija decide contarnos en qué quiere ayuda y por lo que ha pasado, lo que puede incluir salud, familia, religión u origen, lo usamos solo para sugerirle mentores y nunca se lo mostramos a nadie. Las videollamadas se hacen en la página de videollamadas de MentorBridge, de navegador a navegador, y nunca se graban; solo guardamos cuándo empezó y terminó cada una. Una escuela puede, en cambio, hacer las videollamadas con su propio servicio de video. Las notificaciones, si su hijo o hija las activa, dicen quién escribió, pero nunca qué escribió. Nunca vendemos datos ni mostramos anuncios.',
  guardianPrivacyLink: 'Todo lo que guardamos, por qué, por cuánto tiempo y quién lo ve',
  guardianUntilYouAgree:
    'Hasta que usted dé su permiso, su hijo o hija puede iniciar sesión, pero no puede enviar solicitudes a mentores, chatear ni hacer videollamadas.',
  guardianYouAgreed:
    'Usted dio su permiso. Puede retirarlo en cualquier momento; en ese caso, la cuenta y todo su contenido se eliminan.',
  guardianAgree: 'Doy mi permiso',
  guardianRefuse: 'No doy mi permiso: eliminar la cuenta',
  guardianWithdraw: 'Retirar mi permiso: eliminar la cuenta',
  guardianDeleteQuestion:
    '¿Eliminar esta cuenta y todo su contenido? Esta acción no se puede deshacer.',
  guardianDeleteConfirm: 'Eliminar la cuenta',

  notesTitle: 'Notas',
  notesOnlyYou: 'Solo tú puedes ver tus notas.',
  yourNotes: 'Tus notas',
  loadingNotes: 'Cargando tus notas...',
  newNoteLabel: 'Nota nueva',
  newNotePlaceholder: 'Escribe una nota nueva...',
  addNote: '+ Agregar nota',
  editNoteLabel: 'Editar nota',
  editButton: 'Editar',
  saveButton: 'Guardar',
  closeNoteEditor: 'Cerrar editor de notas',
  deleteButton: 'Eliminar',

  blockButton: 'Bloquear',
  blockName: 'Bloquear a {name}',
  blockedPeopleTitle: 'Personas bloqueadas',
  blockedPeopleIntro:
    'Tú y las personas que bloqueas no se ven en el directorio, las solicitudes ni el chat. Si desbloqueas a alguien, vuelve todo lo que tenían antes.',
  unblockButton: 'Desbloquear',
  unblockName: 'Desbloquear a {name}',

  reportPersonTitle: 'Reportar a {name}',
  reportExplained:
    'Nuestro equipo de protección lo va a revisar. Hasta que lo haga, tú y {name} no pueden escribirse ni llamarse. Nunca le decimos a nadie quién hizo el reporte.',
  reportWhatHappened: '¿Qué pasó?',
  // Each reason in words a 12-year-old uses, and without a gendered adjective.
  reportReasonUncomfortable: 'Me incomodó',
  reportReasonPersonalDetails: 'Me pidió datos personales',
  reportReasonTalkElsewhere: 'Me pidió hablar en otro lugar o vernos en persona',
  reportReasonBullying: 'Me trató mal, me acosó o me amenazó',
  reportReasonSexual: 'Algo sexual o inapropiado',
  reportReasonSpam: 'Spam o una estafa',
  reportReasonOther: 'Otra cosa',
  reportDetailsLabel: '¿Hay algo más que debamos saber? (opcional)',
  cancelButton: 'Cancelar',
  sendReport: 'Enviar reporte',

  allMentorsTitle: 'Todos los mentores',
  imageUploadFailed: 'No se pudo subir la foto. Inténtalo de nuevo.',
  loadingDashboard: 'Cargando tu panel...',
  noAccount: 'No se encontró ninguna cuenta. Crea una cuenta para ver el contenido de esta página.',
  sendFailed:
    'No se pudo enviar el mensaje. Si es un emoji o una foto, asegúrate de que haya texto que lo describa. También puede ser que el chat haya terminado. En ese caso, vuelve a cargar la página.',
  sendRefusedPaused: '{pause} Tu mensaje no se envió.',
  settingsError: 'Error: {message}',
  tryAgain: 'Intentar de nuevo',
} satisfies Translation<typeof english>;
