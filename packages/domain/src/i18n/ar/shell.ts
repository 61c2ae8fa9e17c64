import type { Translation } from '../catalogue.ts';
import type { shell as english } from '../en/shell.ts';

/**
 * إطار كل صفحة، والأجزاء المشتركة، وإنشاء الحساب وتسجيل الدخول، والملاحظات، والحظر
 * والبلاغات. Where a sentence can avoid a gendered imperative, it uses يُرجى or يمكنك with a noun.
 */
export const shell = {
  skipToContent: 'الانتقال إلى المحتوى',
  mainNavigation: 'الرئيسية',
  menuButton: 'القائمة',
  // "Unread: N", so that no number needs a plural form.
  unreadCount: 'غير المقروءة: {count}',
  topBarChat: 'المحادثات',
  logOut: 'تسجيل الخروج',
  yourAccount: 'حسابك',
  accountMenuConnections: 'قائمة تواصلك',
  accountMenuProfile: 'الملف الشخصي',
  accountMenuSafeguarding: 'الحماية',
  settingsTitle: 'الإعدادات',
  programmesLink: 'البرامج',
  darkTheme: 'المظهر الداكن',
  footerMadeBy: '© {year} MentorBridge. صُنع من أجل الطلاب، على يد طالب.',
  footerSafetyRules: 'قواعد السلامة',
  footerPrivacy: 'الخصوصية',

  serverOutOfReachTitle: 'تعذّر الوصول إلى MentorBridge',
  serverOutOfReachText:
    'تعذّر علينا الوصول إلى الخادم. يُرجى التحقق من اتصالك بالإنترنت، ثم المحاولة مرة أخرى.',
  networkUnreachable:
    'تعذّر الوصول إلى MentorBridge. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  offlineNotice: 'لا يوجد اتصال بالإنترنت. ستُرسَل رسائلك عند عودة الاتصال.',
  waitingForNetwork: 'في انتظار الاتصال بالإنترنت',
  opensWhenOnline: 'ستُفتح هذه الصفحة تلقائيًا فور عودة الاتصال بالإنترنت.',
  tryNow: 'المحاولة الآن',
  newVersionReady: 'يتوفر إصدار جديد',
  reload: 'إعادة التحميل',
  reloadWaitsForMessages: 'بعد إرسال رسائلك.',
  pageNotFound: 'الصفحة غير موجودة',
  noPageAtAddress: 'لا توجد صفحة على هذا العنوان.',
  goToHomePage: 'الانتقال إلى الصفحة الرئيسية',
  pageFailed: 'حدث خطأ في هذه الصفحة',
  reloadToTryAgain: 'يُرجى إعادة تحميل الصفحة للمحاولة مرة أخرى.',
  backToHomePage: 'العودة إلى الصفحة الرئيسية',
  somethingWentWrong: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',

  // «الإبقاء كما هو» must be the same words as keepIt; "للاستمرار", as متابعة is the check-in.
  confirmDialogHelp:
    'يمكنك اختيار «{confirmLabel}» للاستمرار، أو «الإبقاء كما هو» لترك كل شيء على حاله.',
  keepIt: 'الإبقاء كما هو',
  authenticationError: 'خطأ في المصادقة',
  dismissNotice: 'إغلاق',
  profilePictureOf: 'صورة الملف الشخصي: {name}',
  noPictureUploaded: '{picture} (لم تُرفع صورة بعد)',

  pleaseLogIn: 'يُرجى تسجيل الدخول',
  notForYourAccount: 'غير متاح لحسابك',

  welcomeTitle: 'مرحبًا',
  loggedInAs: 'تم تسجيل دخولك بالحساب {email}.',
  joinModeQuestion: 'ماذا تريد أن تفعل؟',
  createAnAccount: 'إنشاء حساب',
  logBackIn: 'تسجيل الدخول إلى حساب',
  emailLabel: 'البريد الإلكتروني',
  passwordLabel: 'كلمة المرور',
  ageLabel: 'العمر',
  passwordHint: '6 أحرف على الأقل.',
  logInButton: 'تسجيل الدخول',
  loggingIn: 'جارٍ تسجيل الدخول…',
  logInLink: 'تسجيل الدخول',
  guardianEmailLabel: 'البريد الإلكتروني لولي أمرك',
  guardianEmailHint:
    'في عمر 11 و12 عامًا، يوافق ولي الأمر أولًا. نرسل إليه بالبريد الإلكتروني ما يحتفظ به MentorBridge وسبب ذلك.',
  // The captcha is "سؤال التحقق", as in account's incorrectCaptcha.
  captchaLegend: 'سؤال التحقق: ما مجموع حجرَي النرد؟',
  captchaSumLabel: 'مجموع حجرَي النرد',
  dieShowing: 'حجر نرد يُظهر {value}',
  rollingDice: 'جارٍ رمي النرد…',
  diceNotRolled: 'تعذّر رمي النرد.',
  joinAsLegend: 'الانضمام بصفة',
  roleName: '{role, select, mentor {مرشد} mentee {طالب} other {{role}}}',
  haveClassCode: 'هل لديك رمز صف؟',
  classCodeLabel: '{role, select, mentor {رمز المرشد} other {رمز الصف}}',
  classCodeHint: 'من برنامج مدرستك: تنضم إليه عند إنشاء حسابك.',
  whatWeKeepSummary: 'ما نحتفظ به عنك، ومن يراه',
  everythingWeKeepLink: 'كل ما نحتفظ به، ولماذا، وإلى متى',
  signUpButton: 'إنشاء حساب',
  signingUp: 'جارٍ إنشاء الحساب…',
  showExpertise: 'إظهار مجالات الخبرة',
  hideExpertise: 'إخفاء مجالات الخبرة',
  resetYourPassword: 'إعادة تعيين كلمة المرور',
  forgotPasswordIntro:
    'يُرجى إدخال البريد الإلكتروني لحسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  sending: 'جارٍ الإرسال…',
  sendResetLink: 'إرسال رابط إعادة التعيين',
  newPasswordLabel: 'كلمة المرور الجديدة',
  confirmNewPasswordLabel: 'تأكيد كلمة المرور الجديدة',
  saving: 'جارٍ الحفظ…',
  setNewPassword: 'حفظ كلمة المرور الجديدة',
  verifyYourEmail: 'التحقق من بريدك الإلكتروني',
  emailVerifiedTitle: 'تم التحقق من البريد الإلكتروني',
  linkNotValidTitle: 'الرابط غير صالح',

  /** To the parent or guardian (ولي الأمر); the child is "طفلك", as in account's consentGiven. */
  guardianConsentTitle: 'موافقة ولي الأمر',
  guardianChildAccount:
    'أنشأ الحساب {email} شخصٌ عمره 11 أو 12 عامًا، وأعطى عنوان بريدك الإلكتروني على أنه عنوان ولي أمره.',
  guardianWhatWeKeep:
    'يربط MentorBridge الطلاب بمرشدين بالغين تم فحصهم. نحتفظ بالبريد الإلكتروني لطفلك وعمره، والاسم والصورة اللذين يختارهما، وملاحظاته الخاصة، وطلباته ومحادثاته مع المرشدين (نصوص وصور)، وقد يراجعها فريق الحماية لدينا. تُحجز معلومات الاتصال المرسلة في المحادثة للمراجعة. إذا اختار طفلك أن يخبرنا بما يريد المساعدة فيه وبما مرّ به، وقد يشمل ذلك الصحة أو العائلة أو الدين أو الخلفية، فإننا نستخدم ذلك فقط لاقتراح مرشدين، ولا نعرضه على أحد أبدًا. تجري مكالمات الفيديو في صفحة المكالمات في MentorBridge، من متصفح إلى متصفح، ولا تُسجَّل أبدًا؛ ونحتفظ فقط بوقت بدء كل مكالمة ووقت انتهائها. وقد تُجري المدرسة المكالمات بدلًا من ذلك عبر خدمة الفيديو الخاصة بها. إذا فعّل طفلك الإشعارات، فإنها تُظهر من كتب، ولا تُظهر أبدًا ما كُتب. لا نبيع البيانات أبدًا ولا نعرض إعلانات.',
  guardianPrivacyLink: 'كل ما نحتفظ به، ولماذا، وإلى متى، ومن يراه',
  guardianUntilYouAgree:
    'إلى أن توافق، يمكن لطفلك تسجيل الدخول، لكن لا يمكنه إرسال طلبات إلى المرشدين أو المحادثة أو إجراء المكالمات.',
  guardianYouAgreed: 'لقد وافقت. يمكنك سحب موافقتك في أي وقت، وعندها يُحذف الحساب وكل ما فيه.',
  guardianAgree: 'أوافق',
  guardianRefuse: 'لا أوافق: حذف الحساب',
  guardianWithdraw: 'سحب موافقتي: حذف الحساب',
  guardianDeleteQuestion: 'هل تريد حذف هذا الحساب وكل ما فيه؟ لا يمكن التراجع عن ذلك.',
  guardianDeleteConfirm: 'حذف الحساب',

  notesTitle: 'الملاحظات',
  notesOnlyYou: 'لا يرى ملاحظاتك أحد غيرك.',
  yourNotes: 'ملاحظاتك',
  loadingNotes: 'جارٍ تحميل ملاحظاتك...',
  newNoteLabel: 'ملاحظة جديدة',
  newNotePlaceholder: 'اكتب ملاحظة جديدة...',
  addNote: '+ إضافة ملاحظة',
  editNoteLabel: 'تعديل الملاحظة',
  editButton: 'تعديل',
  saveButton: 'حفظ',
  closeNoteEditor: 'إغلاق محرر الملاحظة',
  deleteButton: 'حذف',

  blockButton: 'حظر',
  blockName: 'حظر {name}',
  blockedPeopleTitle: 'الأشخاص المحظورون',
  blockedPeopleIntro:
    'لا ترى الأشخاص الذين تحظرهم ولا يرونك في دليل المرشدين أو الطلبات أو المحادثة. وعند إلغاء الحظر، يعود كل ما كان بينكم من قبل.',
  unblockButton: 'إلغاء الحظر',
  unblockName: 'إلغاء الحظر عن {name}',

  reportPersonTitle: 'الإبلاغ عن {name}',
  reportExplained:
    'سينظر فريق الحماية لدينا في البلاغ. وإلى أن ينتهي من ذلك، تتوقف الكتابة والمكالمات بينك وبين {name}. لا نخبر أحدًا أبدًا بمن قدّم البلاغ.',
  reportWhatHappened: 'ماذا حدث؟',
  // Short phrases, without a verb whose form says whether the person is a man or a woman.
  reportReasonUncomfortable: 'شعرتُ بعدم الارتياح',
  reportReasonPersonalDetails: 'طلبُ معلومات شخصية',
  reportReasonTalkElsewhere: 'طلبُ التحدث في مكان آخر أو اللقاء',
  reportReasonBullying: 'قسوة أو تنمّر أو تهديد',
  reportReasonSexual: 'محتوى جنسي أو غير لائق',
  reportReasonSpam: 'رسائل مزعجة أو احتيال',
  reportReasonOther: 'شيء آخر',
  reportDetailsLabel: 'هل هناك شيء آخر يجب أن نعرفه؟ (اختياري)',
  cancelButton: 'إلغاء',
  sendReport: 'إرسال البلاغ',

  allMentorsTitle: 'كل المرشدين',
  imageUploadFailed: 'تعذّر رفع الصورة. يُرجى المحاولة مرة أخرى.',
  loadingDashboard: 'جارٍ تحميل لوحة التحكم...',
  noAccount: 'لم يُعثر على حساب. يُرجى إنشاء حساب لعرض محتوى هذه الصفحة.',
  sendFailed:
    'تعذّر إرسال الرسالة. إذا كانت رمزًا تعبيريًا أو صورة، فاكتب معها نصًا يصفها. أو ربما انتهت المحادثة، وفي هذه الحالة أعد تحميل الصفحة.',
  sendRefusedPaused: '{pause} لم تُرسَل رسالتك.',
  settingsError: 'خطأ: {message}',
  tryAgain: 'إعادة المحاولة',
} satisfies Translation<typeof english>;
