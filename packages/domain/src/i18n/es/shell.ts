import type { Translation } from '../catalogue.ts';
import type { shell as english } from '../en/shell.ts';

/**
 * El marco de cada vista, las piezas compartidas, el registro y el inicio de sesión, los ajustes,
 * las notas, los bloqueos y los reportes. `tú` a estudiantes y mentores; `usted` a la madre, el
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

  changePassword: 'Cambiar contraseña',
  deleteAccount: 'Eliminar cuenta',
  notificationsTitle: 'Notificaciones',
  mentoringTitle: 'Mentoría',
  yourDataTitle: 'Tus datos',
  changePasswordIntro:
    'Si cambias tu contraseña, se cerrará tu sesión en todos tus otros dispositivos.',
  currentPasswordLabel: 'Contraseña actual',
  changingPassword: 'Cambiando…',
  deleteAccountWhat:
    'Esto elimina tu cuenta para siempre: tu perfil y tu foto, tus notas, tus solicitudes de conexión y tus chats. No se puede deshacer.',
  deleteAccountReportsStay:
    'Los reportes que hiciste sobre otras personas se quedan con nuestro equipo de protección, sin tu nombre, para que pueda seguir protegiendo a los demás.',
  typeWordToConfirm: 'Escribe {word} para confirmar',
  deletingAccount: 'Eliminando…',
  // The button's name must match the directory's requestMentorButton in Spanish.
  mentoringIntro:
    'Los estudiantes ven si aceptas solicitudes nuevas. Cuando tienes tantos estudiantes como aceptas, o si haces una pausa, tu botón Solicitar mentor* se desactiva y dice por qué.',
  menteesNow:
    'Ahora tienes {count, plural, one {# estudiante} many {# estudiantes} other {# estudiantes}}.',
  menteeCapacityLabel: 'Estudiantes que acepto a la vez',
  menteeCapacityHint:
    'De {min} a {max}; {preset} hasta que elijas. Aceptar menos de los que tienes no termina ninguna conexión.',
  onThisDevice: 'En este dispositivo',
  emailsHeading: 'Correos electrónicos',
  emailsIntro:
    'Te enviamos un correo electrónico cuando pasa algo mientras no estás. Elige qué correos quieres recibir.',
  emailMeAbout: 'Enviarme correos sobre',
  emailRequestsLabel: 'Solicitudes',
  emailRequestsHint:
    'Cuando un estudiante te envía una solicitud, la cancela o sigue esperando tu respuesta.',
  emailAnswersLabel: 'Respuestas a mis solicitudes',
  emailAnswersHint:
    'Cuando un mentor acepta o rechaza tu solicitud, o cuando termina sin respuesta.',
  emailUnreadLabel: 'Mensajes que no he leído',
  emailUnreadHint:
    'Cuando un mensaje espera 15 minutos y no estás en MentorBridge. Como máximo un correo por chat cada 6 horas, y nunca con el mensaje.',
  emailMentoringLabel: 'Mi mentoría',
  emailMentoringHint:
    'Dos semanas antes de la fecha prevista para el fin de tu mentoría, y cuando termina.',
  stopEmailsTitle: 'Dejar de recibir correos',
  stopEmailsQuestion:
    '{kind, select, requests {¿Dejar de recibir correos sobre solicitudes?} answers {¿Dejar de recibir correos sobre las respuestas a tus solicitudes?} unread {¿Dejar de recibir correos sobre mensajes que no has leído?} mentoring {¿Dejar de recibir correos sobre tu mentoría: su fin previsto y su cierre?} other {¿Dejar de recibir estos correos?}} Tus otras preferencias de correo siguen como están.',
  stopTheseEmails: 'Dejar de recibir estos correos',
  chooseEmailsInSettings: 'Puedes elegir todos tus correos en {settings}.',
  dataDownloaded: 'Tus datos se descargaron.',
  yourDataWhat:
    'Descarga una copia de todo lo que MentorBridge guarda sobre ti: tu cuenta y tu perfil, tu foto, tu historia o tus respuestas, tus notas, tus solicitudes, cada mensaje de tus chats con las fotos que enviaste, los reportes que hiciste y las preferencias que elegiste. Es un solo archivo que puedes abrir con cualquier editor de texto.',
  yourDataLeftOut:
    'No incluye lo que pertenece a otras personas, como las fotos que te enviaron, ni lo que nuestro equipo de protección guarda sobre un reporte. El archivo dice qué deja fuera y por qué. Una madre, un padre o un cuidador puede pedirle a la escuela o a nosotros la copia de un menor de edad.',
  preparingCopy: 'Preparando tu copia…',
  downloadMyData: 'Descargar mis datos',
  gatheringData: 'Reuniendo todo. Esto tarda unos segundos.',

  deviceNotificationsLabel: 'Notificaciones en este dispositivo',
  // "Correos electrónicos" is emailsHeading, the section below.
  deviceNotificationsWhat:
    'Verás quién te escribió o te respondió, pero nunca lo que escribió, para lo que elijas en Correos electrónicos, más abajo.',
  deviceNotificationsOn: 'Las notificaciones están activadas en este dispositivo.',
  deviceNotificationsOff: 'Las notificaciones están desactivadas en este dispositivo.',
  deviceNotificationsTurningOn: 'Activando…',
  deviceNotificationsTurningOff: 'Desactivando…',
  deviceNotificationsUnsupported: 'Este navegador no puede mostrar notificaciones de MentorBridge.',
  // The iPhone's own menu items, as its Latin American Spanish names them.
  deviceNotificationsIPhone:
    'En un iPhone, primero agrega MentorBridge a tu pantalla de inicio (Compartir y luego Agregar a inicio).',
  deviceNotificationsBlocked:
    'Las notificaciones de MentorBridge están bloqueadas en la configuración de este navegador.',
  deviceNotificationsNotAllowed: 'No permitiste las notificaciones, así que siguen desactivadas.',
  deviceNotificationsRefused:
    'MentorBridge no puede enviar notificaciones a este navegador. Prueba con otro, como Chrome, Firefox, Edge o Safari.',
  deviceNotificationsBrowserFailed:
    'Este navegador no pudo configurar las notificaciones. Revisa tu conexión a internet y vuelve a intentarlo.',
  deviceNotificationsOnFailed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
  deviceNotificationsOffFailed: 'No se pudieron desactivar las notificaciones. Inténtalo de nuevo.',
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
