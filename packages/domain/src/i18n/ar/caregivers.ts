import type { Translation } from '../catalogue.ts';
import type { caregivers as english } from '../en/caregivers.ts';

/** Read by a parent or carer: addressed with gender-neutral forms (يمكنك, nouns, passives). */
export const caregivers = {
  caregiverPageTitle: 'إرشاد {child}',
  caregiverPageIntro:
    'تعرض هذه الصفحة مَن يتحدث معه طفلك على MentorBridge وكم مرة. ولا تعرض أبدًا ما يُقال.',
  caregiverLinkInvalid:
    'هذا الرابط لا يعمل: ربما يكون قديمًا، فكل رسالة بريد إلكتروني تحمل رابطًا جديدًا، أو ربما بلغ الطفل 16 عامًا أو غادر البرنامج. يمكنك طلب رابط جديد أدناه.',
  caregiverNoMatches: 'ليس لدى طفلك مرشد بعد.',
  checkedUntilDate: 'فحص الحماية صالح حتى {date}',
  checkNotCounting: 'فحص الحماية: غير صالح اليوم. المحادثة متوقفة مؤقتًا حتى يُجدَّد الفحص.',
  /** "Checked until" made explicit: the mentor's safeguarding check. */
  caregiverApproveAsk:
    'يرغب {child} في أن يكون {mentor} مرشدًا له. فحص الحماية الخاص بالمرشد صالح حتى {date}.',
  caregiverApprove: 'موافقة',
  caregiverRefuse: 'رفض',
  caregiverApproved: 'شكرًا لك. المحادثة مفتوحة الآن.',
  caregiverRefused: 'لقد رفضت هذا الربط. يمكن لطفلك أن يرسل طلبًا إلى مرشد آخر.',
  caregiverWaits: 'في انتظار ردك.',
  pauseMentoring: 'إيقاف هذا الإرشاد مؤقتًا',
  pauseConfirm:
    'إيقاف هذا الإرشاد مؤقتًا؟ لن يتمكن أحد من الكتابة أو الاتصال حتى يراجعه منسق البرنامج (أو فريق الحماية لدينا)، وسيخبرك بما وجده.',
  pausedNotice:
    'موقوف مؤقتًا بطلب منك. لن يتمكن أحد من الكتابة أو الاتصال حتى تتم مراجعته، وسيخبرك من راجعه بما وجده.',
  pausedDone: 'تم إيقاف الإرشاد مؤقتًا. وأخبرنا الأشخاص الذين سيراجعونه.',
  chatPausedByCaregiver:
    'هذه المحادثة متوقفة مؤقتًا: طلب منا ولي أمر أو مقدم رعاية مراجعتها. يمكنك قراءتها، لكن لا يمكنك الكتابة أو الاتصال.',
  /** A reason fragment for a safeguarding lead; "it" is the chat (feminine). */
  pausedForCaregiver: 'أوقفها ولي أمر أو مقدم رعاية مؤقتًا',
  mentoringEndedShort: 'انتهى هذا الإرشاد.',
  lastWrote: 'آخر رسالة',
  messagesAWeek: 'الرسائل',
  messagesInWeeks: '{count} في آخر 4 أسابيع (نحو {perWeek} في الأسبوع)',
  callsHeading: 'مكالمات الفيديو',
  noCallsYet: 'لا توجد بعد',
  checkInsHeading: 'المتابعات التي تمت الإجابة عنها',
  noCheckInsYet: 'لا توجد بعد',
  videoHeading: 'مكالمات الفيديو',
  /** "holds" = holds back: no one-to-one calls until the parent agrees. */
  videoAsk:
    'لا يسمح برنامج {child} بمكالمات الفيديو الثنائية بينه وبين مرشده إلا بعد موافقتك. لا تُسجَّل المكالمات أبدًا.',
  videoAgreed: 'سجّلنا موافقتك على مكالمات الفيديو الثنائية. يمكنك إيقافها في أي وقت.',
  videoAgree: 'الموافقة على المكالمات الثنائية',
  videoStop: 'إيقاف المكالمات الثنائية',
  newLinkHeading: 'طلب رابط جديد',
  newLinkHint:
    'يُرجى إدخال عنوان البريد الإلكتروني الذي تصلك عليه رسائلنا. إذا كان في قائمتنا، فإن رابطًا جديدًا في طريقه إليه.',
  newLinkSent:
    'إذا كان هذا العنوان في قائمتنا، فإن رابطًا جديدًا في طريقه إليه. وهو يحل محل الرابط القديم.',
  /** Read by the pupil. */
  caregiverAddressNeeded:
    'يطلب {programme} عنوان البريد الإلكتروني لولي أمرك أو مقدم الرعاية لك. ستصله صفحة تعرض مَن تتحدث معه وكم مرة، ولا تعرض أبدًا ما تقوله.',
  caregiverAddressLabel: 'البريد الإلكتروني لولي أمرك أو مقدم الرعاية لك',
  caregiverAddressSaved: 'شكرًا لك. أرسلنا إليه رابط صفحته بالبريد الإلكتروني.',
  caregiverAddressSame: 'يجب إدخال عنوان ولي أمرك أو مقدم الرعاية لك، لا عنوانك أنت.',
  caregiverNotAsked:
    'هذا غير مطلوب منك. لا يطلبه إلا برنامج للطلاب من عمر 13 إلى 15 عامًا اختار أن يطلبه.',
  caregiverFirstLinkWhy:
    'لقد وافقت على أن يستخدم طفلك MentorBridge، أو أعطى طفلك عنوانك عند إنشاء حسابه.',
  caregiverProgrammeLinkWhy:
    'أعطى طفلك عنوانك لبرنامج MentorBridge في مدرسته، وهو برنامج يطلب أن يعرف أولياء الأمور ومقدمو الرعاية مع مَن يتحدث أطفالهم.',
  caregiverNewLinkWhy: 'لقد طلبت رابطًا جديدًا لصفحتك.',
  /** Coordinator / safeguarding lead side. */
  liftPause: 'رفع الإيقاف المؤقت',
  liftPauseReasonLabel: 'ماذا وجدت؟ سيقرأ ولي الأمر أو مقدم الرعاية هذا النص.',
  pauseLifted: 'رُفع الإيقاف المؤقت، وتم إخبار ولي الأمر أو مقدم الرعاية.',
  pausedByCaregiverBadge: 'إيقاف مؤقت من ولي الأمر أو مقدم الرعاية',
  waitsForCaregiver: 'في انتظار موافقة ولي أمرك أو مقدم الرعاية لك.',
  waitsForCaregiverMentor: 'في انتظار موافقة ولي أمر الطالب أو مقدم الرعاية له.',
  caregiverRefusedMatch: 'لم يوافق ولي الأمر أو مقدم الرعاية على هذا الربط.',
  notPausedByCaregiver: 'هذا الإرشاد غير موقوف مؤقتًا من ولي أمر أو مقدم رعاية.',
  ownLanguageLabel: 'لغة هذه الصفحة ورسائلنا إليك',
  ownLanguageHint: 'تصلك رسائلنا باللغة التي تختارها هنا.',
  languageNotOffered: 'يتوفر MentorBridge بالإنجليزية والإسبانية والعربية: يُرجى اختيار إحداها.',
} satisfies Translation<typeof english>;
