import type { Translation } from '../catalogue.ts';
import type { guardianMail as english } from '../en/guardian-mail.ts';

/**
 * Mail to a parent, guardian (ولي الأمر) or carer (مقدم الرعاية), and their page's language
 * picker: gender-neutral where a sentence allows (يمكنك, يُرجى, nouns, passives); the child is
 * "طفلك", as in shell.ts. Lists end their items with the Arabic semicolon (؛).
 */
export const guardianMail = {
  guardianMailSubject: 'طفلك يريد الانضمام إلى MentorBridge: يُرجى الموافقة أو الرفض',
  guardianMailSomeone:
    'أنشأ شخص عمره 11 أو 12 عامًا حسابًا في MentorBridge بعنوان البريد الإلكتروني {childEmail}، وأعطى عنوان بريدك الإلكتروني على أنه عنوان ولي أمره.',
  guardianMailAbout:
    'يربط MentorBridge الطلاب بمرشدين بالغين مرّوا بالتجارب نفسها. المرشدون بالغون تم فحصهم، ويمكن لفريق الحماية لدينا مراجعة المحادثات مع الصغار، وتُحجز بيانات التواصل للمراجعة.',
  guardianMailWhatWeKeep: 'ما نحتفظ به، ولماذا:',
  guardianMailKeepsAccount:
    'بريده الإلكتروني وعمره، لتسجيل دخوله وتطبيق القواعد الخاصة بعمره، إلى أن يُحذف الحساب؛',
  guardianMailKeepsProfile:
    'الاسم والصورة اللذان يختار إظهارهما، ولا يراهما إلا المرشدون الذين يرسل إليهم طلبًا؛',
  guardianMailKeepsAnswers:
    'إذا اختار أن يجيب: ما يريد المساعدة فيه وما مرّ به (وقد يشمل ذلك الصحة أو العائلة أو الدين أو الخلفية)، ولا نستخدمه إلا لاقتراح مرشدين، ولا نعرضه على أحد أبدًا؛',
  guardianMailKeepsNotes: 'ملاحظاته الخاصة، التي لا يقرؤها أحد غيره؛',
  guardianMailKeepsChats:
    'طلباته ومحادثاته مع المرشدين (نصوص وصور)، ونحتفظ بها إلى أن يحذف أحدهما حسابه، وقد يراجعها فريق الحماية لدينا؛',
  guardianMailKeepsCalls:
    'وقت بدء كل مكالمة فيديو ووقت انتهائها، لا المكالمة نفسها أبدًا: تجري المكالمات في صفحة المكالمات في MentorBridge، من متصفح إلى متصفح، ولا تُسجَّل أبدًا (وقد تُجري المدرسة المكالمات بدلًا من ذلك عبر خدمة الفيديو الخاصة بها)؛',
  guardianMailKeepsNotifications:
    'الإشعارات على أجهزته، إذا فعّلها، وهي تُظهر من كتب، ولا تُظهر أبدًا ما كُتب؛',
  guardianMailKeepsYours: 'بريدك الإلكتروني وردّك، ما دام الحساب موجودًا.',
  guardianMailNoSale:
    'لا نبيع البيانات أبدًا ولا نعرض إعلانات، وحذف الحساب يحذف كل ذلك، بما في ذلك النسخ الاحتياطية.',
  guardianMailUntilYouAgree:
    'إلى أن توافق، يمكن لطفلك تسجيل الدخول، لكن لا يمكنه إرسال طلبات إلى المرشدين أو المحادثة أو إجراء المكالمات.',
  guardianMailOpenLink: 'يُرجى فتح هذا الرابط للموافقة أو الرفض (الرفض يحذف الحساب):',
  guardianMailLinkText: 'الموافقة أو الرفض',
  guardianMailRefusingDeletes: '(الرفض يحذف الحساب).',
  guardianMailWithdraw:
    'ويمكنك بالرابط نفسه سحب موافقتك في أي وقت لاحقًا، وعندها يُحذف الحساب وكل ما فيه.',
  guardianMailNoAnswer:
    'إذا لم يصلنا ردك خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، نحذف الحساب وكل ما فيه.',
  guardianMailPrivacy: 'كل ما نحتفظ به، ولماذا، وإلى متى، ومن يراه',

  caregiverMailPageLine:
    'تعرض صفحتك مَن يتحدث معه طفلك على MentorBridge وكم مرة: المرشد، وفحص الحماية الخاص به، ومتى كتب كل منهما آخر مرة، ومكالماتهما. ولا تعرض أبدًا ما يُقال. ويمكنك منها إيقاف أي إرشاد مؤقتًا في أي وقت.',
  caregiverMailLinkNote: 'هذا الرابط خاص بك وحدك، ويحل محل أي رابط أرسلناه من قبل.',
  caregiverMailOpenPage: 'فتح صفحتك',
  caregiverLinkMailSubject: 'صفحتك عن إرشاد {child}',
  caregiverApprovalMailSubject: 'يرغب {child} في أن يكون {mentor} مرشدًا له',
  caregiverApprovalMailNothingYet:
    'لا يمكن الكتابة أو الاتصال قبل موافقتك. يمكنك فتح صفحتك للموافقة أو الرفض.',
  caregiverApprovalMailAction: 'الموافقة أو الرفض',
  caregiverSummaryMailSubject: 'هذا الشهر في إرشاد {child}',
  caregiverSummaryMentor: '{mentor}:',
  caregiverSummaryMentorInProgramme: '{mentor} ({programme}):',
  caregiverSummaryChecked: 'فحص الحماية صالح حتى {date}؛',
  caregiverSummaryLastWrote: 'آخر رسالة من طفلك: {childDay}، ومن المرشد: {mentorDay}؛',
  caregiverSummaryNotYet: 'لا توجد بعد',
  caregiverSummaryMessages:
    '{count, plural, zero {لا رسائل} one {رسالة واحدة} two {رسالتان} few {# رسائل} many {# رسالة} other {# رسالة}} في آخر 4 أسابيع؛',
  caregiverSummaryCalls:
    '{count, plural, zero {لا مكالمات فيديو} one {مكالمة فيديو واحدة} two {مكالمتا فيديو} few {# مكالمات فيديو} many {# مكالمة فيديو} other {# مكالمة فيديو}} هذا الشهر ({minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}})؛',
  caregiverSummaryCheckIns: 'المتابعات التي تمت الإجابة عنها: {days}.',
  caregiverSummaryDaysBetween: '، ',
  caregiverSummaryNoCheckIns: 'لا توجد',
  caregiverSummaryPaused: 'موقوف مؤقتًا بطلب منك.',
  caregiverSummaryEnded: 'انتهى.',
  caregiverLiftedMailSubject: 'راجع {who} إرشاد {child}',
  caregiverLiftedMailFound:
    'راجع {who} الإرشاد مع {mentor} الذي أوقفته مؤقتًا، ورفع الإيقاف. وقال: {found}',
  caregiverLiftedMailOpenAgain: 'المحادثة مفتوحة من جديد. يمكنك إيقافها مؤقتًا مرة أخرى من صفحتك.',
  caregiverLiftedBySafeguarding: 'فريق الحماية لدينا',
  caregiverLiftedByCoordinator: '{name} من {programme}',
  caregiverPausedMailSubject: 'أوقف ولي أمر أو مقدم رعاية إرشادًا مؤقتًا',
  caregiverPausedMailLine:
    'أوقف ولي أمر أو مقدم رعاية إرشادًا مؤقتًا {where, select, outside {خارج البرامج} other {في {programme}}}. لا يمكن لأحد أن يكتب أو يتصل فيه حتى تطّلع عليه وترفع الإيقاف، مع ذكر ما وجدته: سيقرؤه ولي الأمر.',
  caregiverPausedMailOpen: 'فتح لوحة الحماية',
} satisfies Translation<typeof english>;
