import { ASK_AGAIN_AFTER_DAYS } from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { endings as english } from '../en/endings.ts';

export const endings = {
  endMentoring: 'إنهاء الإرشاد بيننا',
  endThisMentoring: 'إنهاء هذا الإرشاد',
  endDialogTitle: 'إنهاء الإرشاد بيننا؟',
  endDialogIntro:
    'تبقى المحادثة هنا للقراءة، لكن لن يتمكن أيٌّ منكما من الكتابة أو الاتصال فيها بعد الآن. لا يُحذف منها أي شيء.',
  endReasonLegend: 'لماذا ينتهي الإرشاد؟',
  endReasonMissing: 'يُرجى اختيار سبب إنهاء الإرشاد.',
  goodbyeLabel: 'رسالة وداع (اختيارية)',
  goodbyeHint: 'تُرسَل كآخر رسالة في المحادثة.',
  worriedHint:
    'سيعلم فريق الحماية لدينا بالأمر وسيراجعه. يمكنك إضافة ما أقلقك في بلاغ من المحادثة.',
  endingInProgress: 'جارٍ الإنهاء...',
  mentoringEnded: 'انتهى الإرشاد. شكرًا لمشاركتك.',
  mentoringEndedOn: 'انتهى هذا الإرشاد في {date}.',
  endedByOther: 'أنهى {name} الإرشاد.',
  endedByCoordinator: 'أنهى منسق برنامجك الإرشاد.',
  endedByPlan: 'بلغ الإرشاد نهايته المحددة في البرنامج.',
  endsOnNotice: 'من المقرر أن ينتهي الإرشاد في {date}.',
  /** Refusals, as the server answers them. */
  chatEnded: 'انتهى هذا الإرشاد: يمكن قراءة المحادثة، لكن لا يمكن إرسال أي شيء جديد.',
  alreadyEnded: 'انتهى هذا الإرشاد من قبل.',
  notEnded: 'هذا الإرشاد لم ينتهِ.',
  endFailed: 'تعذّر إنهاء الإرشاد. يُرجى المحاولة مرة أخرى.',
  /** Only a mentor writing to a pupil under 18 sees this: "them" made explicit as the pupil. */
  goodbyeOutsideHours:
    'الوقت الآن خارج ساعات التواصل في برنامجك، لذا لن تصل رسالة الوداع إلى الطالب الآن. يمكنك إنهاء الإرشاد بدونها، أو معها عندما تبدأ ساعات التواصل.',
  goodbyeRefused: '{reason} لم يُنهَ الإرشاد: يمكنك تعديل رسالة الوداع، أو تركها فارغة.',
  /** ASK_AGAIN_AFTER_DAYS is 14: "يومًا" is the counted form for 11 to 99. */
  askAgainTooSoon: `انتهى إرشادك مع {name} منذ أقل من ${ASK_AGAIN_AFTER_DAYS} يومًا. يمكنك إرسال طلب جديد إلى {name} بعد مرور ${ASK_AGAIN_AFTER_DAYS} يومًا على انتهائه.`,
  askAgainFrom: 'يمكنك إرسال طلب جديد ابتداءً من {date}.',
  /** The exit questions. */
  exitHeading: 'قبل المغادرة: ثلاثة أسئلة قصيرة',
  exitIntroProgramme: 'يقرأ منسقو برنامجك إجاباتك.',
  exitIntroAlone: 'لا يرى إجاباتك أحد غيرك.',
  exitAnswer: 'الإجابة عن الأسئلة',
  exitSave: 'إرسال إجاباتي',
  exitThanks: 'شكرًا لك على إجاباتك.',
  exitAlreadyAnswered: 'لقد أجبت عن هذه الأسئلة من قبل.',
  exitHelpedMissing: 'يُرجى اختيار مدى فائدة الإرشاد لك، من 1 إلى 5.',
  /** A point of the 1 to 5 scale, as its button reads. */
  helpedScaleLabel: '{rating, select, 1 {1: لم يساعد أبدًا} 5 {5: ساعد كثيرًا} other {{rating}}}',
  /** A coordinator's ending and reopening. */
  reopenMatch: 'إعادة فتح هذا الربط',
  reopenReasonMissing: 'يُرجى كتابة السبب في كلمات قليلة، فهو يُحفظ في سجل التدقيق.',
  reopenReasonLabel: 'لماذا يُعاد فتحه؟ لا يرى الثنائي هذا النص.',
  matchReopened: 'أُعيد فتح الربط.',
  endedOnShort: 'انتهى في {date}',
  endingReminderSubject: 'ينتهي إرشادك مع {name} بعد أسبوعين',
} satisfies Translation<typeof english>;
