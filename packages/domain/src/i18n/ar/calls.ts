import type { Translation } from '../catalogue.ts';
import type { calls as english } from '../en/calls.ts';

export const calls = {
  noMeetingService: 'تجري المكالمات هنا داخل التطبيق: لا توجد غرفة اجتماع لمشاركتها.',
  previewHeading: 'تجربة الكاميرا والميكروفون',
  previewHint: 'لا يرى هذا أحد غيرك قبل الانضمام.',
  joinInAppCall: 'الانضمام إلى المكالمة',
  startingCamera: 'جارٍ تشغيل الكاميرا...',
  waitingFor: 'في انتظار انضمام {name}.',
  callWaitsForCoordinator: 'في انتظار انضمام منسق البرنامج.',
  coordinatorInCall: 'يشارك في هذه المكالمة {name} من {programme}.',
  joinPairCall: 'الانضمام إلى المكالمة',
  pairInCall: 'أحد طرفَي هذا الثنائي في المكالمة الآن.',
  pairCallNotJoined:
    'ينضم منسق إلى مكالمات هذا البرنامج مع الطلاب دون سن 18 فقط، ومكالمات هذا الثنائي ليست منها.',
  connectingTo: 'جارٍ الاتصال بـ{name}...',
  inCallWith: 'أنت في مكالمة مع {name}.',
  otherDropped: 'انقطع اتصال {name}. ستعود المكالمة تلقائيًا عندما يكون ذلك ممكنًا.',
  otherBack: 'عاد اتصال {name}.',
  otherLeft: 'غادر {name} المكالمة.',
  otherMuted: 'ميكروفون {name} مغلق.',
  otherCameraOff: 'كاميرا {name} مغلقة.',
  ownDropped: 'انقطع اتصالك. ستعود المكالمة تلقائيًا عندما يكون ذلك ممكنًا.',
  callCouldNotConnect:
    'تعذّر إجراء المكالمة. قد تحظر شبكة المدرسة أو العمل المكالمات: يمكنك المحاولة مرة أخرى، أو تجربة شبكة أخرى.',
  mute: 'كتم الصوت',
  unmute: 'إلغاء كتم الصوت',
  cameraOff: 'إيقاف الكاميرا',
  cameraOn: 'تشغيل الكاميرا',
  switchCamera: 'تبديل الكاميرا',
  hangUp: 'إنهاء المكالمة',
  callLength: 'مدة المكالمة',
  yourVideo: 'كاميرتك',
  theirVideo: 'كاميرا {name}',
  /** No camera usable: the call goes on with sound alone. */
  noCamera: 'لم يُعثر على كاميرا، لذا سيكون انضمامك بالصوت فقط.',
  cameraRefused:
    'لم يسمح متصفحك باستخدام الكاميرا، لذا سيكون انضمامك بالصوت فقط. لاستخدامها، يمكنك السماح بالكاميرا في إعدادات متصفحك لهذا الموقع، ثم الانضمام من جديد.',
  cameraBusy:
    'تطبيق آخر يستخدم الكاميرا الآن، لذا سيكون انضمامك بالصوت فقط. يمكنك إغلاق ذلك التطبيق، ثم الانضمام من جديد.',
  /** No microphone either: the user still sees and hears the other person. */
  nothingAllowed:
    'لم يسمح متصفحك باستخدام الكاميرا أو الميكروفون. يمكنك رؤية {name} وسماعه، لكن لا يمكن لـ{name} رؤيتك أو سماعك. يمكنك السماح بهما في إعدادات متصفحك لهذا الموقع، ثم الانضمام من جديد.',
  noMicrophoneFound:
    'لم يُعثر على كاميرا أو ميكروفون. يمكنك رؤية {name} وسماعه، لكن لا يمكن لـ{name} رؤيتك أو سماعك.',
  browserCannotCall:
    'لا يستطيع هذا المتصفح إجراء مكالمات فيديو. يمكنك تجربة إصدار حديث من Chrome أو Firefox أو Safari أو Edge.',
} satisfies Translation<typeof english>;
