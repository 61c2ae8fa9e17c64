import type { Translation } from '../catalogue.ts';
import type { conversations as english } from '../en/conversations.ts';

/**
 * Your Connections, the chat, the call pages and the ending of a mentoring, read by pupils and
 * mentors; the caregiver's page, read by a parent or carer. Buttons and links are verbal nouns,
 * and sentences avoid a gendered verb or adjective (nouns, يمكنك). "Your Connections" is
 * "قائمة تواصلك" (as the landing page says it), "All Mentors" "كل المرشدين" (as the directory).
 * A message (رسالة) and a chat (محادثة) are feminine.
 */
export const conversations = {
  chatPageTitle: 'المحادثات',
  backToYourConnections: 'العودة إلى قائمة تواصلك',
  loadingChats: 'جارٍ تحميل محادثاتك...',
  yourChats: 'محادثاتك',
  chatListPair: 'المرشد: {mentor} ↔ الطالب: {mentee}',
  newChatSayHello: 'محادثة جديدة: يمكنك البدء بتحية',
  chatPreview: '{name}: {text}',
  chatPreviewOwn: 'أنت: {text}',
  /** "A picture from {name}": no gendered verb. */
  chatPreviewPicture: 'صورة من {name}',
  chatPreviewOwnPicture: 'صورة منك',
  chatUnread:
    '{count, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',

  backToYourChats: 'العودة إلى محادثاتك',
  chatOtherRole: '{role, select, mentor {طالبك} other {مرشدك}}',
  reportPerson: 'إبلاغ عن {name}',
  loadingMessages: 'جارٍ تحميل الرسائل...',
  messagesLabel: 'الرسائل',
  jumpToLatest: 'الانتقال إلى أحدث رسالة',
  chatToday: 'اليوم',
  chatYesterday: 'أمس',
  othersTyping:
    '{count, plural, zero {لا أحد يكتب الآن.} one {مستخدم يكتب...} two {مستخدمان يكتبان...} few {عدة مستخدمين يكتبون...} many {عدة مستخدمين يكتبون...} other {عدة مستخدمين يكتبون...}}',
  messageSent: '✓ تم الإرسال',
  messageSeen: '✓✓ تمت المشاهدة',
  imageSentBy: 'صورة من {name}',
  reportShort: 'إبلاغ',
  reportMessageFrom: 'الإبلاغ عن هذه الرسالة من {name}',
  messageSending: 'جارٍ الإرسال…',
  waitingForConnection: 'في انتظار الاتصال…',
  yourPicture: 'صورتك',
  pictureUpload: 'رفع الصورة',
  heldWithImage: 'مع صورة',

  pictureToSend: 'صورة للإرسال: {name}',
  removePicture: 'إزالة الصورة',
  removePictureShort: 'إزالة',
  addPicture: 'إضافة صورة',
  messageField: 'الرسالة',
  sendMessage: 'إرسال',
  willBeSentAs: 'ستُرسل هكذا:',
  /** "You are worth a lot, and there is no need to face this on your own": no gendered word. */
  supportHeading: 'لك قيمة كبيرة، ولا داعي لمواجهة هذا بمفردك',
  supportClose: 'إغلاق',

  /** "Your mentors" and "Your mentees": "connected" (متصل) would read as "online". */
  connectedMentors: 'مرشدوك',
  noConnectedMentors: 'ليس لديك مرشد بعد. يمكنك إيجاد مرشد في صفحة كل المرشدين.',
  pendingRequests: 'الطلبات قيد الانتظار',
  noPendingRequests: 'لا توجد طلبات قيد الانتظار.',
  rejectedRequests: 'الطلبات المرفوضة',
  noRejectedRequests: 'لا توجد طلبات مرفوضة.',
  findMentorInAllMentors: 'البحث عن مرشد في صفحة كل المرشدين',
  connectedMentees: 'طلابك',
  noConnectedMentees: 'ليس لديك طلاب بعد.',
  pendingTab: 'قيد الانتظار',
  rejectedTab: 'المرفوضة',
  requestsByState: 'الطلبات حسب حالتها',
  loadingConnections: 'جارٍ تحميل قائمة تواصلك...',
  requestNumber: 'الطلب {id}',
  opensTheChat: 'يفتح المحادثة',
  pausedForReviewBadge: 'المحادثة متوقفة مؤقتًا للمراجعة',
  requestMessageOwner: '{role, select, mentor {رسالة الطالب:} other {رسالتك:}}',
  acceptRequest: 'قبول',
  rejectRequest: 'رفض',
  deleteRequest: 'حذف',
  cancelRequest: 'إلغاء الطلب',

  videoCallTitle: 'مكالمة فيديو',
  loadingCall: 'جارٍ تحميل المكالمة...',
  /** "Your name in the call: {ownName}" (no gendered "you appear"). */
  callLead: 'مع {name}. اسمك في المكالمة: {ownName}.',
  pairNames: '{pupil} و{mentor}',
  backToChat: 'العودة إلى المحادثة',
  backToProgrammes: 'العودة إلى البرامج',
  opensInNewTab: '(تُفتح في علامة تبويب جديدة)',
  videoCallWith: 'مكالمة فيديو مع {name}',
  callControls: 'أزرار التحكم في المكالمة',

  endReasonGoalsReached: 'حققنا أهدافنا',
  endReasonProgrammeEnded: 'انتهى البرنامج',
  endReasonTimesDoNotFit: 'أوقاتنا لا تتوافق',
  endReasonNotAGoodFit: 'لا يوجد توافق بيننا',
  endReasonWorried: 'أقلقني شيء ما',
  goodbyePlaceholder: 'وداعًا يا {name}...',
  endDialogCancel: 'إلغاء',
  exitHelpedQuestion: 'إلى أي حد ساعدك هذا الإرشاد؟',
  exitBestPartQuestion: 'ما أفضل ما كان فيه؟ (اختياري)',
  exitBetterQuestion: 'ما الذي كان يمكن أن يكون أفضل؟ (اختياري)',
  exitLater: 'لاحقًا',

  /** The pupil's dashboard. */
  caregiverAskHeading: 'ولي الأمر أو مقدم الرعاية',
  saveCaregiverAddress: 'حفظ البريد الإلكتروني',
  /** The caregiver's page, read by a parent or carer. */
  caregiverPageTitleNoName: 'إرشاد طفلك',
  caregiverNotYet: 'ليس بعد',
  caregiverContact: 'للتواصل:',
  caregiverLastWroteLine: '{child}: {childDate}. {mentor}: {mentorDate}.',
  caregiverCallLine:
    '{date}، {time}: {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  caregiverEmailLabel: 'بريدك الإلكتروني',
  sendNewLink: 'إرسال رابط جديد إليّ',
} satisfies Translation<typeof english>;
