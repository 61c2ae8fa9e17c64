import type { Translation } from '../catalogue.ts';
import type { settings as english } from '../en/settings.ts';

/**
 * الإعدادات (كلمة المرور، حذف الحساب، الإشعارات، الإرشاد، بياناتك)، والصفحة التي يفتحها رابط
 * إيقاف الرسائل في البريد. Where a sentence can avoid a gendered imperative, it uses يُرجى or
 * يمكنك with a noun.
 */
export const settings = {
  changePassword: 'تغيير كلمة المرور',
  deleteAccount: 'حذف الحساب',
  notificationsTitle: 'الإشعارات',
  mentoringTitle: 'الإرشاد',
  yourDataTitle: 'بياناتك',
  changePasswordIntro: 'عند تغيير كلمة المرور، يتم تسجيل خروجك من كل أجهزتك الأخرى.',
  currentPasswordLabel: 'كلمة المرور الحالية',
  changingPassword: 'جارٍ التغيير…',
  deleteAccountWhat:
    'يحذف هذا حسابك نهائيًا: ملفك الشخصي وصورتك، وملاحظاتك، وطلبات التواصل، ومحادثاتك. لا يمكن التراجع عن ذلك.',
  deleteAccountReportsStay:
    'تبقى البلاغات التي قدّمتها عن أشخاص آخرين لدى فريق الحماية لدينا، دون اسمك، حتى يظل قادرًا على حماية الآخرين.',
  typeWordToConfirm: 'اكتب {word} للتأكيد',
  deletingAccount: 'جارٍ الحذف…',
  // The button's name must match the directory's requestMentorButton in Arabic.
  mentoringIntro:
    'يرى الطلاب ما إذا كنت تستقبل طلبات جديدة. عندما يصل عدد طلابك إلى العدد الذي تقبله، أو عندما توقف الطلبات مؤقتًا، يتعطّل زر «طلب مرشد*» ويوضح السبب.',
  menteesNow:
    '{count, plural, zero {ليس لديك أي طالب الآن.} one {لديك طالب واحد الآن.} two {لديك طالبان الآن.} few {لديك # طلاب الآن.} many {لديك # طالبًا الآن.} other {لديك # طالب الآن.}}',
  menteeCapacityLabel: 'عدد الطلاب الذين أقبلهم في وقت واحد',
  menteeCapacityHint:
    'من {min} إلى {max}؛ والعدد {preset} إلى أن تختار. اختيار عدد أقل مما لديك لا يُنهي أي تواصل.',
  onThisDevice: 'على هذا الجهاز',
  emailsHeading: 'رسائل البريد الإلكتروني',
  emailsIntro:
    'نرسل إليك رسالة بالبريد الإلكتروني عندما يحدث شيء في أثناء غيابك. يمكنك اختيار الرسائل التي تصلك.',
  emailMeAbout: 'أريد رسائل بريد إلكتروني عن',
  emailRequestsLabel: 'الطلبات',
  emailRequestsHint: 'عندما يرسل إليك طالب طلبًا، أو يلغيه، أو ما زال ينتظر ردك.',
  emailAnswersLabel: 'الردود على طلباتي',
  emailAnswersHint: 'عندما يقبل مرشد طلبك أو يرفضه، أو عندما ينتهي الطلب دون رد.',
  emailUnreadLabel: 'الرسائل التي لم أقرأها',
  emailUnreadHint:
    'عندما تنتظر رسالة 15 دقيقة ولا تكون على MentorBridge. رسالة بريد إلكتروني واحدة على الأكثر لكل محادثة كل 6 ساعات، ولا تتضمن نص الرسالة أبدًا.',
  emailMentoringLabel: 'الإرشاد الخاص بي',
  emailMentoringHint: 'قبل أسبوعين من الموعد المخطط لانتهاء الإرشاد، وعند انتهائه.',
  stopEmailsTitle: 'إيقاف رسائل البريد الإلكتروني',
  stopEmailsQuestion:
    '{kind, select, requests {هل تريد إيقاف رسائل البريد الإلكتروني عن الطلبات؟} answers {هل تريد إيقاف رسائل البريد الإلكتروني عن الردود على طلباتك؟} unread {هل تريد إيقاف رسائل البريد الإلكتروني عن الرسائل التي لم تقرأها؟} mentoring {هل تريد إيقاف رسائل البريد الإلكتروني عن الإرشاد الخاص بك: موعد انتهائه المخطط وإنهائه؟} other {هل تريد إيقاف هذه الرسائل؟}} تبقى اختياراتك الأخرى للبريد الإلكتروني كما هي.',
  stopTheseEmails: 'إيقاف هذه الرسائل',
  chooseEmailsInSettings: 'يمكنك اختيار كل رسائل البريد الإلكتروني التي تصلك من {settings}.',
  dataDownloaded: 'تم تنزيل بياناتك.',
  yourDataWhat:
    'يمكنك تنزيل نسخة من كل ما يحتفظ به MentorBridge عنك: حسابك وملفك الشخصي، وصورتك، وقصتك أو إجاباتك، وملاحظاتك، وطلباتك، وكل رسالة في محادثاتك مع الصور التي أرسلتها، والبلاغات التي قدّمتها، والاختيارات التي حددتها. إنها ملف واحد يمكنك فتحه بأي محرر نصوص.',
  yourDataLeftOut:
    'لا تشمل النسخة ما يخص أشخاصًا آخرين، مثل الصور التي أرسلوها إليك، ولا ما يحتفظ به فريق الحماية لدينا بشأن بلاغ. ويوضح الملف ما لا يشمله وسبب ذلك. يمكن لولي الأمر أو مقدم الرعاية أن يطلب من المدرسة أو منا نسخة الطفل.',
  preparingCopy: 'جارٍ تجهيز نسختك…',
  downloadMyData: 'تنزيل بياناتي',
  gatheringData: 'جارٍ جمع كل شيء، وقد يستغرق ذلك بضع ثوانٍ.',

  deviceNotificationsLabel: 'الإشعارات على هذا الجهاز',
  // «رسائل البريد الإلكتروني» is emailsHeading, the section below.
  deviceNotificationsWhat:
    'سترى من كتب إليك أو ردّ عليك، دون أن ترى أبدًا ما كتبه، وذلك للأمور التي تختارها تحت «رسائل البريد الإلكتروني» أدناه.',
  deviceNotificationsOn: 'الإشعارات مفعّلة على هذا الجهاز.',
  deviceNotificationsOff: 'الإشعارات متوقفة على هذا الجهاز.',
  deviceNotificationsTurningOn: 'جارٍ التفعيل…',
  deviceNotificationsTurningOff: 'جارٍ الإيقاف…',
  deviceNotificationsUnsupported: 'لا يستطيع هذا المتصفح عرض إشعارات MentorBridge.',
  // The iPhone's own menu items, as its Arabic names them.
  deviceNotificationsIPhone:
    'على iPhone، يجب أولًا إضافة MentorBridge إلى الشاشة الرئيسية (مشاركة، ثم إضافة إلى الشاشة الرئيسية).',
  // ممنوعة, not محظورة: حظر is the glossary's blocking of a person.
  deviceNotificationsBlocked: 'إشعارات MentorBridge ممنوعة في إعدادات هذا المتصفح.',
  deviceNotificationsNotAllowed: 'لم تسمح بالإشعارات، لذلك ما زالت متوقفة.',
  deviceNotificationsRefused:
    'لا يستطيع MentorBridge إرسال إشعارات إلى هذا المتصفح. جرّب متصفحًا آخر، مثل Chrome أو Firefox أو Edge أو Safari.',
  deviceNotificationsBrowserFailed:
    'تعذّر على هذا المتصفح إعداد الإشعارات. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  deviceNotificationsOnFailed: 'تعذّر تفعيل الإشعارات. يُرجى المحاولة مرة أخرى.',
  deviceNotificationsOffFailed: 'تعذّر إيقاف الإشعارات. يُرجى المحاولة مرة أخرى.',
} satisfies Translation<typeof english>;
