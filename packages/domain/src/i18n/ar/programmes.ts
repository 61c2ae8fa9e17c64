import type { Translation } from '../catalogue.ts';
import type { programmes as english } from '../en/programmes.ts';

/** "match" (a pupil paired with a mentor) is written ربط throughout. */
export const programmes = {
  programmeNameMissing: 'يرجى كتابة اسم للبرنامج.',
  programmeNameTooLong:
    'يجب ألا يزيد اسم البرنامج على {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  programmeDaysInvalid: 'يرجى اختيار يوم بدء البرنامج واليوم المخطط لانتهائه.',
  programmeEndsBeforeStart: 'يجب أن يكون موعد الانتهاء المخطط بعد موعد البدء.',
  programmeTimeZoneUnknown: 'يرجى اختيار المنطقة الزمنية من القائمة.',
  programmeAgesWrong: 'البرنامج للطلاب من سن {min} إلى سن {max}: يرجى كتابة العمر الأصغر أولًا.',
  programmeNotFound: 'هذا البرنامج غير موجود، أو ليس من برامجك.',
  contactHoursWrong:
    'تحتاج ساعات التواصل إلى وقت بداية ووقت نهاية (HH:MM)، على أن تكون البداية قبل النهاية.',
  callOutsideContactHours:
    'المكالمات في هذا البرنامج تكون خلال ساعات التواصل فقط. يرجى المحاولة مرة أخرى عندما تبدأ.',
  videoPolicyNone:
    'لا توجد مكالمات فيديو في هذا البرنامج مع الطلاب دون سن 18. ما زال بإمكانك الكتابة.',
  videoWaitsForCaregiver:
    'تبدأ المكالمات الفردية بعد أن يوافق ولي أمر الطالب أو مقدم الرعاية له، من صفحته الخاصة.',
  // Shown to the mentor under a message kept until contact hours open: it WILL arrive at {time}.
  keptForContactHours: 'تصل الساعة {time}: أُرسلت خارج ساعات التواصل في {programme}.',
  notDeliveredPaused: 'لم تصل: لم تستطع المحادثة استقبالها عندما بدأت ساعات التواصل.',
  organisationNotFound: 'هذه المؤسسة غير موجودة، أو ليست من مؤسساتك.',
  coordinatorsOnly: 'هذه الصفحة لمنسقي البرامج فقط.',
  coordinatorCandidateMissing:
    'لا يوجد حساب موثَّق بهذا البريد الإلكتروني لشخص عمره 26 عامًا أو أكثر. على هذا الشخص أن ينشئ حسابًا ويوثّق بريده الإلكتروني أولًا.',
  coordinatorAlready: 'هذا الشخص منسق هنا بالفعل.',
  coordinatorIsLast: 'يجب أن يبقى في المؤسسة منسق واحد على الأقل: يرجى تعيين شخص آخر منسقًا أولًا.',
  coordinatorNotFound: 'هذا الشخص ليس منسقًا هنا.',
  noProgrammesYet:
    'لا توجد برامج بعد. يمكنك إنشاء البرنامج الأول: ينضم إليه الطلاب والمرشدون باستخدام رموزه.',
  codeWrong: 'هذا الرمز غير صحيح. يرجى التحقق منه مع من أعطاك إياه.',
  codeExpired: 'انتهت صلاحية هذا الرمز. يمكنك طلب رمز جديد من برنامجك.',
  codeUsedUp: 'استُخدم هذا الرمز كل المرات المسموح بها. يمكنك طلب رمز جديد من برنامجك.',
  codeForPupils: 'هذا رمز للطلاب. ينضم المرشدون برمز المرشدين.',
  codeForMentors: 'هذا رمز للمرشدين. ينضم الطلاب برمز الصف.',
  codeTooManyWrong: 'رموز خاطئة كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ساعة.',
  codeAgeOutside: 'هذا البرنامج للطلاب من سن {min} إلى سن {max}.',
  alreadyInProgramme: 'أنت في هذا البرنامج بالفعل.',
  joinedProgramme: 'انضممت إلى {name}.',
  waitingForCoordinator: 'طلبت الانضمام إلى {name}. سينظر منسق في طلبك قريبًا.',
  codeSettingsWrong: 'يحتاج الرمز إلى تاريخ انتهاء بعد اليوم، وعدد مرات استخدام من 1 إلى {max}.',
  memberNotFound: 'هذا الشخص ليس في هذا البرنامج.',
  removalReasonRequired: 'يرجى كتابة السبب في كلمات قليلة: سيُحفظ في سجل التدقيق.',
  notInProgramme: 'لست في هذا البرنامج.',
  // Stands in for a pupil's name the coordinator may not see yet.
  pupilWithheld: 'أحد الطلاب',
  coordinatorNeedsRecord:
    'تظهر أسماء الطلاب وعناوين بريدهم الإلكتروني بعد تسجيل فحص الحماية الخاص بك. يرجى التواصل مع مسؤول الحماية.',
  matchWaitsForProgramme: 'سينظر منسق برنامجك في هذا الربط قريبًا.',
  matchRefusedByProgramme: 'لم يوافق منسق برنامجك على هذا الربط. السبب: {reason}',
  matchProposedByProgramme: 'اقترحه {name}.',
  programmeChatNotice: 'يمكن لمنسقي برنامجك قراءة هذه المحادثة للحفاظ على سلامتك.',
  keptToProgrammeMentors:
    'هؤلاء هم مرشدو {programme}، وهو برنامج مدرستك. قررت مدرستك أن يكون اختيارك من بينهم فقط.',
  quietForDays:
    'لا نشاط منذ {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  downloadProgrammeRecord: 'تنزيل سجل البرنامج (CSV)',
  matchNotFound: 'هذا الربط غير موجود، أو ليس في هذا البرنامج.',
  matchNotWaiting: 'لم يعد هذا الربط بانتظار منسق.',
  refusalReasonRequired: 'يرجى كتابة السبب في كلمات قليلة: سيقرؤه الطالب والمرشد.',
  proposalNotMembers: 'يرجى اختيار طالب ومرشد كلاهما في هذا البرنامج.',
  proposalExists: 'بين هذين الشخصين طلب أو محادثة بالفعل.',
  proposalMentorCannot:
    'لا يمكن ربط هذا المرشد بهذا الطالب الآن: فحص الحماية الخاص بالمرشد غير معتمد، أو أن أحدهما حظر الآخر.',
  matchPupilHiddenForReading:
    'قراءة المحادثة تتطلب أن يكون فحص الحماية الخاص بك معتمدًا. يرجى التواصل مع مسؤول الحماية.',
  readingReasonRequired: 'يرجى كتابة سبب قراءتك لهذه المحادثة: سيُحفظ في سجل التدقيق.',
  mentorOutsideProgramme: 'يسمح برنامجك لطلابه بالتواصل مع مرشديه فقط، وهذا المرشد ليس منهم.',
} satisfies Translation<typeof english>;
