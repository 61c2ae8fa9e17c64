import {
  MAX_FULL_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PICTURE_BYTES,
  MIN_PASSWORD_LENGTH,
} from '../../constants.ts';
import type { Translation } from '../catalogue.ts';
import type { account as english } from '../en/account.ts';

export const account = {
  logInToManageProfile: 'يُرجى تسجيل الدخول لإدارة ملفك الشخصي.',
  logInToViewMenteeConnections: 'يُرجى تسجيل الدخول لعرض تواصلك مع طلابك.',
  logInToSeeConnections: 'يُرجى تسجيل الدخول لعرض قائمة تواصلك.',

  // "للاستمرار", not "للمتابعة": متابعة is the glossary's check-in.
  welcomePrompt: 'أنشئ حسابًا أو سجّل الدخول للاستمرار.',
  logInNeedsNoAge: 'لا حاجة إلى العمر والمهارات عند تسجيل الدخول.',
  checkInbox:
    'بعد إنشاء الحساب، راجع بريدك الوارد (ومجلد الرسائل غير المرغوب فيها) للعثور على رسالة التحقق بالبريد الإلكتروني.',
  skillPickerLabel: 'الحد الأقصى 5. الحد الأدنى 1',

  invalidSignUpFields: 'يُرجى إدخال عمر صحيح وبريد إلكتروني صحيح وكلمة مرور من 6 أحرف على الأقل.',
  tooYoung: 'عذرًا، يجب أن يكون عمرك 11 عامًا على الأقل لإنشاء حساب.',
  // The captcha is two dice whose sum is asked: "سؤال التحقق".
  incorrectCaptcha: 'إجابة سؤال التحقق غير صحيحة. يُرجى المحاولة مرة أخرى.',
  ageOutOfRange: 'يُرجى إدخال عمر صحيح بين 11 و90.',
  storedAgeOutOfRange: 'يُرجى إدخال عمر صحيح (11–90).',
  mentorNeedsSkill: 'يحتاج المرشد إلى مجال خبرة واحد على الأقل.',
  tooManySkills: 'يمكنك اختيار 5 مهارات كحد أقصى.',
  chooseRole: 'يُرجى اختيار الانضمام كمرشد أو كطالب.',
  unknownSkill: 'يُرجى اختيار مهاراتك من القائمة.',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 128 حرفًا.',
  captchaExpired: 'انتهت صلاحية سؤال التحقق هذا. يُرجى الإجابة عن السؤال الجديد.',

  emailNotVerified:
    'لم يتم التحقق من بريدك الإلكتروني بعد. يُرجى مراجعة بريدك الوارد للعثور على رسالة التحقق.',
  wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  loggedIn: 'تم تسجيل دخولك.',
  // `role` is the code mentor | mentee: a select writes it in Arabic.
  signedUp:
    'تم إنشاء حسابك بصفة {role, select, mentor {مرشد} mentee {طالب} other {{role}}}. أرسلنا رسالة تحقق إلى {email}. يُرجى التحقق من بريدك الإلكتروني قبل تسجيل الدخول.',

  emailVerified: 'تم التحقق من بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.',
  verificationLinkInvalid:
    'انتهت صلاحية رابط التحقق هذا أو سبق استخدامه. سجّل الدخول للحصول على رابط جديد.',

  forgotPassword: 'هل نسيت كلمة المرور؟',
  passwordResetMailSent:
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فسيصله رابط لإعادة تعيين كلمة المرور. يُرجى مراجعة بريدك الوارد ومجلد الرسائل غير المرغوب فيها.',
  passwordResetLinkInvalid:
    'انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا أو سبق استخدامه. يُرجى طلب رابط جديد.',
  passwordResetDone: 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول بها الآن.',
  enterValidEmail: 'يُرجى إدخال بريد إلكتروني صحيح.',

  fullNameEmpty: 'لا يمكن ترك الاسم الكامل فارغًا',
  fullNameSaved: 'تم حفظ الاسم الكامل!',
  fullNameSaveFailed: 'تعذّر حفظ الاسم الكامل',
  // 80 takes the accusative singular (حرفًا).
  fullNameTooLong: `يجب ألا يزيد اسمك الكامل على ${MAX_FULL_NAME_LENGTH} حرفًا.`,

  pictureUploaded: 'تم رفع صورة الملف الشخصي! قد يستغرق ظهورها في كل الصفحات بعض الوقت.',
  pictureUploadFailed: 'تعذّر رفع صورة الملف الشخصي',
  pictureNotAnImage: 'هذا الملف ليس صورة. يُرجى اختيار صورة JPEG أو PNG أو WebP أو GIF.',
  pictureEmpty: 'هذا الملف فارغ. يُرجى اختيار صورة.',
  pictureTooLarge: `حجم هذه الصورة أكبر من ${MAX_PICTURE_BYTES / 1024 / 1024} ميغابايت. يُرجى اختيار صورة أصغر.`,
  pictureUnreadable: 'تعذّرت قراءة هذه الصورة. يُرجى اختيار صورة أخرى.',
  connectionUnknown: 'غير معروف',
  connectionOnline: 'متصل',
  connectionOffline: 'غير متصل',

  noNotesYet: 'لا توجد ملاحظات بعد. اكتب أول ملاحظة في الأعلى.',
  noteEmpty: 'يجب أن تحتوي الملاحظة على نص.',
  // 10000 takes the genitive singular (حرف).
  noteTooLong: `يمكن أن تصل الملاحظة إلى ${MAX_NOTE_LENGTH} حرف كحد أقصى.`,
  noteNotFound: 'هذه الملاحظة لم تعد موجودة.',

  allFieldsRequired: 'جميع الحقول مطلوبة.',
  newPasswordsDontMatch: 'كلمتا المرور الجديدتان غير متطابقتين.',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح.',
  currentPasswordWrong: 'كلمة المرور غير صحيحة.',
  // 6 takes the plural (أحرف).
  newPasswordTooShort: `يجب أن تتكون كلمة المرور الجديدة من ${MIN_PASSWORD_LENGTH} أحرف على الأقل.`,
  enterPasswordToDelete: 'يُرجى تسجيل الدخول وإدخال كلمة المرور.',
  typeRemoveToConfirm: "يجب كتابة 'REMOVE' للتأكيد.",
  accountDeleted: 'تم حذف الحساب.',

  loadingMentors: 'جارٍ تحميل المرشدين...',
  noMentorsForSkill:
    'لم يُعثر على مرشدين لهذه المهارة. جرّب كتابتها بطريقة أخرى للحصول على نتائج قريبة.',
  noSkillsListed: 'لا توجد مهارات مذكورة.',
  logInToRequest: 'يُرجى تسجيل الدخول لإرسال طلب إلى مرشد.',
  requestedMentor: 'تم إرسال طلب إلى المرشد {mentor}.',
  requestFailed: 'تعذّر إرسال الطلب.',
  requestAsteriskNote: '* الطلب يدعو المرشد إلى التواصل معك. يمكنك بدء المحادثة بعد أن يقبله.',
  alreadyRequested: 'لقد أرسلت طلبًا إلى هذا المرشد من قبل.',
  requestNotFound: 'هذا الطلب لم يعد موجودًا.',
  requestMoveRefused: 'لا يمكن تغيير هذا الطلب بهذه الطريقة.',
  onlyMenteesRequest: 'الطلاب وحدهم يمكنهم إرسال طلب إلى مرشد.',
  mentorUnavailable: 'هذا المرشد غير متاح.',
  requestAccepted: 'تم قبول الطلب.',
  acceptFailed: 'تعذّر قبول الطلب.',
  requestRejected: 'تم رفض الطلب.',
  rejectFailed: 'تعذّر رفض الطلب.',
  deleted: 'تم الحذف بنجاح.',
  deleteFailed: 'تعذّر الحذف.',
  pendingCanceled: 'تم إلغاء الطلب قيد الانتظار.',
  cancelFailed: 'تعذّر إلغاء الطلب.',
  chatDeleted: 'تم حذف المحادثة بنجاح.',
  chatDeleteFailed: 'تعذّر حذف المحادثة.',
  confirmReject: 'هل تريد رفض طلب هذا الطالب؟',
  confirmMentorDelete: 'هل تريد حذف طلب المحادثة هذا؟',
  confirmMenteeDelete: 'هل تريد حقًا إنهاء هذه المحادثة وحذفها؟ لا يمكن التراجع عن ذلك.',
  confirmCancel: 'هل تريد إلغاء هذا الطلب قيد الانتظار؟',

  noAcceptedChats: 'لا توجد محادثات مقبولة بعد.',
  noMessagesYet: 'لا توجد رسائل بعد.',
  chatNotAccepted: 'لم تُقبل المحادثة بعد.',
  messageEmpty: 'اكتب رسالة أو اختر صورة أولًا.',
  sendingTooFast: 'أنت ترسل بسرعة كبيرة. ستُرسل هذه الرسالة بعد لحظات.',
  chatNotFound: 'هذه المحادثة غير موجودة أو لا تخصك.',

  startOrJoinCall: 'بدء مكالمة فيديو أو الانضمام إليها',
  inCall: '{name} في مكالمة الآن.',
  youAreInCall: 'أنت في هذه المكالمة.',
  joinCall: 'الانضمام إلى مكالمة الفيديو',
  leaveCall: 'مغادرة المكالمة',
  callLeft: 'غادرت المكالمة.',
  rejoinCall: 'العودة إلى المكالمة',
  callLinkInvalid: 'رابط المكالمة هذا غير صالح. ابدأ المكالمة من محادثتك.',
  videoServiceUnreachable: 'لا يمكن الوصول إلى خدمة الفيديو على {host} الآن.',

  commonPassword:
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا، ومن السهل تخمينها. يُرجى اختيار كلمة مرور أخرى.',

  // Glossary "محجوز للمراجعة", in the feminine: it labels a message (رسالة).
  heldForReview: 'محجوزة للمراجعة',
  heldExplained: 'تحتوي هذه الرسالة على معلومات اتصال، لذلك يراجعها فريق الحماية قبل توصيلها.',
  removedByReview: 'لم تُسلَّم: حذفها فريق الحماية.',
  chatMayBeReviewed: 'حفاظًا على سلامة الجميع، قد يراجع فريق الحماية لدينا المحادثات مع صغار السن.',
  leadsOnly: 'هذه الصفحة لمسؤولي الحماية فقط.',
  heldNotFound: 'هذه الرسالة المحجوزة غير موجودة أو سبق البتّ فيها.',
  reportReceived:
    'شكرًا لإخبارنا. سينظر فريق الحماية لدينا في الأمر، ويتوقف التواصل مع هذا الشخص مؤقتًا حتى ينتهي الفريق من ذلك.',
  reportFailed: 'تعذّر إرسال البلاغ. يُرجى المحاولة مرة أخرى.',
  chatFrozen:
    'هذه المحادثة متوقفة مؤقتًا بينما ينظر فريق الحماية لدينا في بلاغ. يمكنك قراءتها، لكن لا يمكنك الكتابة أو إجراء مكالمة.',
  releaseRefusedChatPaused: 'هذه المحادثة متوقفة مؤقتًا: {reason}. تبقى الرسالة محجوزة.',
  heldChatPaused:
    'هذه المحادثة متوقفة مؤقتًا: {reason}. يمكن الإفراج عن الرسالة بعد أن تُفتح المحادثة من جديد.',
  // The reasons go inside "هذه المحادثة متوقفة مؤقتًا: {reason}." (no full stop).
  pausedForCheck: 'فحص الحماية للمرشد {mentorName} غير صالح اليوم',
  pausedForReport: 'هناك بلاغ مفتوح بين طرفيها',
  pausedForSuspension: 'حساب أحد طرفيها معلّق',
  pausedForBlock: 'أحد طرفيها حظر الآخر',
  pausedForUnknownReason: 'لسبب لا تستطيع هذه النسخة من الصفحة ذكره: يُرجى إعادة تحميلها لمعرفته',
  pausedForEnding: 'تم إنهاء الإرشاد',
  leadNeedsRecord:
    'فحص الحماية الخاص بك غير مسجّل أو لم يعد صالحًا. إلى أن يُسجَّل لك فحص كامل، لا يمكنك رؤية رسائل الأطفال أو صورهم أو البلاغات المتعلقة بهم أو حساباتهم، ولا الكتابة إلى أي طفل.',
  leadRecordHidesFlags:
    '{count, plural, zero {لا توجد رسائل مُعلَّمة مخفية في محادثات مع أطفال.} one {لا تُعرض رسالة مُعلَّمة واحدة في محادثة مع طفل.} two {لا تُعرض رسالتان مُعلَّمتان في محادثات مع أطفال.} few {لا تُعرض # رسائل مُعلَّمة في محادثات مع أطفال.} many {لا تُعرض # رسالة مُعلَّمة في محادثات مع أطفال.} other {لا تُعرض # رسالة مُعلَّمة في محادثات مع أطفال.}}',
  leadRecordHidesReports:
    '{count, plural, zero {لا توجد بلاغات مخفية تخص أطفالًا.} one {لا يُعرض بلاغ واحد يخص طفلًا.} two {لا يُعرض بلاغان يخصان أطفالًا.} few {لا تُعرض # بلاغات تخص أطفالًا.} many {لا يُعرض # بلاغًا يخص أطفالًا.} other {لا يُعرض # بلاغ يخص أطفالًا.}}',
  chatWaitsForCheck: 'هذه المحادثة متوقفة مؤقتًا حتى يُجدَّد فحص الحماية للمرشد {mentorName}.',
  notCheckedYet: 'يمكن قبول الطلاب دون سن 18 بعد أن يسجّل مسؤول الحماية فحصك.',
  checkPanelTitle: 'فحص الحماية',
  checkNotYet:
    'لم يتم الفحص بعد: لا يستطيع الطلاب دون سن 18 العثور عليك حتى يسجّل مسؤول الحماية فحصك.',
  checkValidUntil: 'الفحص صالح حتى {date}',
  checkExpiresIn:
    '{days, plural, zero {تنتهي صلاحية فحصك اليوم} one {تنتهي صلاحية فحصك خلال يوم واحد} two {تنتهي صلاحية فحصك خلال يومين} few {تنتهي صلاحية فحصك خلال # أيام} many {تنتهي صلاحية فحصك خلال # يومًا} other {تنتهي صلاحية فحصك خلال # يوم}}',
  checkExpiredOn: 'انتهت صلاحية فحصك في {date}',
  checkSuspended:
    'سجل الحماية الخاص بك معلّق: لا يستطيع الطلاب دون سن 18 العثور عليك أو الكتابة إليك.',
  checkContact: 'هل لديك أسئلة عن فحصك؟ راسلنا على {email}.',
  onlyMentorsChecked: 'فحص الحماية والتدريب للمرشدين فقط.',
  ownRecordByOthers: 'يُسجَّل فحص الحماية الخاص بك من قِبل مسؤول حماية آخر أو من قِبل مشغّل الخادم.',
  quizAttemptsUsed:
    'استخدمت اليوم كل محاولاتك في الاختبار (5 محاولات). اقرأ الدروس مرة أخرى، ثم حاول مجددًا غدًا.',
  checkedBadge: 'تم الفحص',
  checkedBadgeExplained: 'اطّلعت MentorBridge على فحص الحماية، وهو صالح حتى {monthYear}',
  accountSuspended:
    'هذا الحساب معلّق من قِبل فريق الحماية لدينا. إذا كنت تظن أن ذلك خطأ، فيُرجى التواصل معنا.',
  reportNotFound: 'هذا البلاغ غير موجود أو سبق إغلاقه.',
  accountUnderReview:
    'لا يمكن حذف هذا الحساب بينما ينظر فريق الحماية لدينا في بلاغ. يُرجى المحاولة مرة أخرى بعد أن ينتهي الفريق.',
  accountRecordSuspended:
    'لا يمكن حذف هذا الحساب ما دام سجل الحماية الخاص به معلّقًا. يُرجى المحاولة مرة أخرى بعد أن ينظر فيه فريق الحماية لدينا.',
  userNotFound: 'لا يوجد حساب مطابق.',
  confirmBlock:
    'هل تريد حظر {name}؟ لن يرى أحدكما الآخر في دليل المرشدين أو الطلبات أو المحادثة حتى تلغي الحظر من الإعدادات.',
  blocked: 'تم حظر {name}.',
  unblocked: 'تم إلغاء الحظر عن {name}.',
  blockFailed: 'لم ينجح الحظر. يُرجى المحاولة مرة أخرى.',
  noneBlocked: 'لم تحظر أي أحد.',
  guardianEmailNeeded:
    'إذا كان عمرك 11 أو 12 عامًا، فنحتاج إلى البريد الإلكتروني لولي أمرك حتى يوافق أولًا.',
  guardianEmailNotOwn: 'يُرجى إدخال البريد الإلكتروني لولي أمرك، وليس بريدك أنت.',
  consentPending:
    'لم يوافق ولي أمرك بعد. أرسلنا إليه رسالة بالبريد الإلكتروني، وبعد أن يوافق يمكنك إرسال طلبات إلى المرشدين والمحادثة وإجراء المكالمات.',
  guardianLinkInvalid: 'هذا الرابط لم يعد صالحًا.',
  consentGiven: 'شكرًا لك. يمكن لطفلك الآن إرسال طلبات إلى المرشدين والمحادثة وإجراء المكالمات.',
  consentRefused: 'تم حذف حساب طفلك وكل ما فيه.',
  reasonRequired: 'اكتب السبب، ليُحفظ في سجل التدقيق.',

  notificationsSaved: 'تم حفظ اختياراتك لرسائل البريد الإلكتروني.',
  notificationsFailed: 'تعذّر حفظ اختياراتك لرسائل البريد الإلكتروني. يُرجى المحاولة مرة أخرى.',
  unsubscribed: 'تم. لن تصلك هذه الرسائل بعد الآن.',
  unsubscribeLinkInvalid:
    'رابط إلغاء الاشتراك هذا غير صالح. يمكنك اختيار رسائل البريد الإلكتروني التي تصلك من الإعدادات.',
  mentoringSaved: 'تم حفظ اختياراتك للإرشاد.',
  onlyMentorsMentor: 'المرشدون وحدهم يختارون عدد الطلاب الذين يقبلونهم.',
  mentoringFailed: 'تعذّر حفظ اختياراتك للإرشاد. يُرجى المحاولة مرة أخرى.',
  mentorPaused: 'لا يستقبل طلبات حاليًا',
  mentorFull: 'اكتمل عدد طلابه حاليًا',
  mentorPausedRefusal: 'هذا المرشد لا يستقبل طلبات حاليًا. يُرجى إرسال طلب إلى مرشد آخر.',
  mentorFullRefusal: 'اكتمل عدد الطلاب لدى هذا المرشد حاليًا. يُرجى إرسال طلب إلى مرشد آخر.',
  // Each form is a whole sentence, so that zero reads naturally.
  capacityReached:
    '{capacity, plural, zero {اخترت ألا تقبل أي طالب.} one {لديك بالفعل طالب واحد، وهو العدد الذي اخترت أن تقبله.} two {لديك بالفعل طالبان، وهو العدد الذي اخترت أن تقبله.} few {لديك بالفعل # طلاب، وهو العدد الذي اخترت أن تقبله.} many {لديك بالفعل # طالبًا، وهو العدد الذي اخترت أن تقبله.} other {لديك بالفعل # طالب، وهو العدد الذي اخترت أن تقبله.}} لقبول هذا الطلب، يمكنك زيادة العدد في الإعدادات، قسم الإرشاد.',
  resetMailLinkText: 'اختيار كلمة مرور جديدة',
} satisfies Translation<typeof english>;
