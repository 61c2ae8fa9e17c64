import { REQUEST_EXPIRY_DAYS } from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { mail as english } from '../en/mail.ts';

/**
 * Mail and push, written by the server in the recipient's language. Sentences avoid a gendered
 * imperative (يمكنك, verbal nouns for links, passives); a verb whose subject is a person's name
 * takes the masculine, the general form, and a school's name the feminine (مدرسة). Names of
 * pages and tabs are quoted as the pages write them: «كل المرشدين», «فحوص المرشدين». A name of a
 * programme is in «». REQUEST_EXPIRY_DAYS is 14: "يومًا" is the counted form for 11 to 99.
 */
export const mail = {
  mailSeeYourRequests: 'عرض طلباتك',
  mailAnswerTheRequest: 'الرد على الطلب',
  mailOpenTheChat: 'فتح المحادثة',
  mailFindAMentor: 'البحث عن مرشد',
  mailAnswerInTheChat: 'الإجابة في المحادثة',
  mailWhyRequests:
    'تصلك هذه الرسالة لأنك مرشد على MentorBridge واخترت تلقي رسائل البريد الإلكتروني عن الطلبات.',
  mailWhyAnswers:
    'تصلك هذه الرسالة لأنك طلبت مرشدًا على MentorBridge واخترت تلقي رسائل البريد الإلكتروني عن الردود.',
  mailWhyUnread:
    'تصلك هذه الرسالة لأنك اخترت تلقي رسائل البريد الإلكتروني عن رسائل MentorBridge التي لم تقرأها.',
  mailWhyMentoring:
    'تصلك هذه الرسالة لأن لديك إرشادًا على MentorBridge واخترت تلقي رسائل البريد الإلكتروني عنه.',
  mailStopTheseEmails: 'إيقاف هذه الرسائل',
  mailChooseYourEmails: 'اختيار الرسائل التي تصلك',

  mailRequestReceivedSubject: 'طلب إرشاد جديد من {name}',
  mailRequestReceivedSent: 'أرسل إليك {name} طلب إرشاد على MentorBridge.',
  mailRequestReceivedAnswer: `يُرجى قبول الطلب أو رفضه خلال ${REQUEST_EXPIRY_DAYS} يومًا، وبعد ذلك ينتهي من تلقاء نفسه.`,
  mailRequestCanceledSubject: 'سُحب طلب {name}',
  mailRequestCanceledLine: 'أُلغي طلب الإرشاد الذي أرسله إليك {name}. لا حاجة إلى فعل أي شيء آخر.',
  mailRequestReminderSubject: 'طلب {name} ما زال ينتظر ردك',
  /** `days` is 3 or more: the days since the request was sent. */
  mailRequestReminderWaiting:
    'أرسل إليك {name} طلب إرشاد {days, plural, zero {اليوم} one {منذ يوم واحد} two {منذ يومين} few {منذ # أيام} many {منذ # يومًا} other {منذ # يوم}}، وما زال الطلب ينتظر ردك.',
  mailRequestReminderReject: `إذا لم يكن بإمكانك قبول الطلب، فرفضُه يتيح إرسال طلب إلى مرشد آخر. تنتهي الطلبات التي لا يُرد عليها بعد ${REQUEST_EXPIRY_DAYS} يومًا.`,
  mailRequestAcceptedSubject: 'قبل {name} طلبك',
  mailRequestAcceptedLine: 'أخبار سارة: أصبح {name} مرشدك الآن. يمكنك إلقاء التحية في محادثتكما!',
  mailRequestRejectedSubject: 'لا يستطيع {name} قبول طلبك',
  mailRequestRejectedNotNow: 'لا يستطيع {name} أن يكون مرشدك الآن. هذا يحدث، ولا علاقة له بك.',
  mailRequestRejectedOthers:
    'هناك مرشدون آخرون يسعدهم أن يساعدوك: يمكنك إرسال طلب إلى أحدهم من صفحة «كل المرشدين».',
  mailRequestExpiredSubject: 'انتهى طلبك إلى {name}',
  mailRequestExpiredLine: `لم يرد {name} على طلبك خلال ${REQUEST_EXPIRY_DAYS} يومًا، لذلك انتهى الطلب.`,
  mailRequestExpiredAskAgain: 'يمكنك إرسال طلب إلى مرشد آخر، أو إلى المرشد نفسه مرة أخرى.',
  mailUnreadSubject: 'أرسل إليك {name} رسالة',
  mailUnreadLine: 'أرسل إليك {name} رسالة على MentorBridge لم تقرأها بعد.',
  mailUnreadLogIn: 'يمكنك تسجيل الدخول لقراءتها.',
  mailMentoringEndedSubject: 'انتهى إرشادك مع {name}',
  mailMentoringEndedLine:
    '{endedBy, select, coordinator {أنهى منسق برنامجك إرشادك مع {name} على MentorBridge.} planned_end {انتهى إرشادك مع {name} على MentorBridge لأنه بلغ نهايته المحددة في البرنامج.} other {أنهى {name} الإرشاد معك على MentorBridge.}}',
  mailMentoringEndedChat: 'لا يزال بإمكانك قراءة محادثتكما. وفيها ثلاثة أسئلة قصيرة في انتظارك.',
  mailCheckInLine:
    'حان وقت المتابعة: لمسة واحدة في محادثتكما تكفي لتقول كيف يسير إرشادك مع {name}.',
  mailCheckInNotSeen: 'لا تُعرض إجابتك على {name}.',
  mailEndingSoonLine: 'من المقرر أن ينتهي إرشادك مع {name} في {date}.',
  mailEndingSoonTime: 'ما زال هناك وقت لإكمال ما بدأتماه، وللتوديع في محادثتكما.',

  pushRequestReceivedTitle: 'طلب جديد من {name}',
  pushRequestReceivedBody: 'يمكنك الرد عليه في MentorBridge.',
  pushRequestAcceptedBody: 'يمكنك إلقاء التحية في محادثتكما!',
  pushRequestRejectedBody: 'هناك مرشدون آخرون يسعدهم أن يساعدوك.',
  pushUnreadTitle: 'رسالة جديدة من {name}',
  pushUnreadBody: 'يمكنك قراءتها في MentorBridge.',
  pushMentoringEndedBody: 'لا يزال بإمكانك قراءة محادثتكما.',
  pushCheckInBody: 'لمسة واحدة في المحادثة تكفي للإجابة.',
  pushEndingSoonBody: 'ما زال هناك وقت للتوديع.',
  pushSomethingNew: 'لديك شيء جديد.',

  checkExpirySoonSubject: 'تنتهي صلاحية فحص الحماية الخاص بك في {date}',
  checkExpiryTodaySubject: 'انتهت صلاحية فحص الحماية الخاص بك',
  checkExpirySoonLine: 'فحص الحماية الخاص بك في MentorBridge صالح حتى {lastDay}.',
  checkExpiryTodayLine: 'لم يعد فحص الحماية الخاص بك في MentorBridge صالحًا منذ اليوم، {date}.',
  checkExpiryPaused:
    'ابتداءً من {date}، لا يستطيع الطلاب دون سن 18 العثور عليك، وتتوقف محادثاتك معهم مؤقتًا حتى يسجّل مسؤول الحماية فحصًا جديدًا. لا يضيع شيء مما فيها.',
  checkExpiryRenew:
    'إذا كان التدريب هو ما تنتهي صلاحيته، فيمكنك إعادة التدريب على الحماية من لوحة التحكم. وللحصول على فحص جديد، يمكنك مراسلة {contact}.',
  checkExpiryLeadSoonSubject: 'تنتهي صلاحية فحص الحماية للمرشد {name} في {date}',
  checkExpiryLeadTodaySubject: 'انتهت صلاحية فحص الحماية للمرشد {name}',
  checkExpiryLeadSoonLine:
    'سجل الحماية للمرشد {name} صالح حتى {lastDay}. وابتداءً من {date} لن يتمكن من التواصل مع الطلاب دون سن 18.',
  checkExpiryLeadTodayLine:
    'لم يعد سجل الحماية للمرشد {name} صالحًا منذ اليوم، {date}: لم يعد بإمكان الطلاب دون سن 18 العثور عليه، وتوقفت محادثاته معهم مؤقتًا.',
  checkExpiryLeadRecord:
    'يمكنك تسجيل فحص جديد، أو تاريخ التدريب، في لوحة الحماية ضمن «فحوص المرشدين».',

  warningMailSubject: 'رسالة من فريق الحماية في MentorBridge',
  warningMailIntro: 'راجع فريق الحماية لدينا طريقة استخدامك MentorBridge، ويطلب منك قراءة ما يلي:',
  warningMailRules: 'MentorBridge مكان لإرشاد صغار السن بأمان. الحسابات التي تخالف قواعده تُعلَّق.',

  schoolConsentSubject: 'أضافت {school} طفلك إلى برنامج في MentorBridge',
  schoolConsentLetIn:
    'قبلت {school} طفلك ({childEmail}) في برنامجها «{programme}» على MentorBridge.',
  schoolConsentOnYourBehalf:
    'يجوز للمدرسة أن تعطي الموافقة على برنامجها الخاص نيابةً عن ولي الأمر، وقد أعطتها {school}: داخل «{programme}» يمكن لطفلك الآن إرسال طلبات إلى مرشدي البرنامج، والتحدث معهم في محادثات ومكالمات فيديو. المرشدون أشخاص بالغون تم فحصهم، ويمكن لمنسقي البرنامج ولفريق الحماية لدينا قراءة هذه المحادثات حفاظًا على سلامة طفلك.',
  schoolConsentOutside:
    'خارج البرنامج لا يتغير شيء: لا يمكن لطفلك إرسال طلبات إلى مرشدين آخرين إلا بعد موافقتك.',
  schoolConsentRefuse:
    'إذا كنت لا تريد أن يكون طفلك على MentorBridge، فيمكنك فتح هذا الرابط والرفض: يُحذف الحساب وكل ما فيه فورًا. ويمكنك من الرابط نفسه الموافقة على MentorBridge كله، أو سحب الموافقة لاحقًا.',
  schoolConsentLinkText: 'الرفض أو الموافقة أو سحب الموافقة',
  schoolConsentPrivacy: 'كل ما نحتفظ به، ولماذا، وإلى متى، ومن يراه',
} satisfies Translation<typeof english>;
