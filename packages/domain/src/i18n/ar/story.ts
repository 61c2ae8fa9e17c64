import type { Translation } from '../catalogue.ts';
import type { story as english } from '../en/story.ts';

export const story = {
  /** Ours: a mentor's story, a mentee's answers and suggestions (docs/product.md). */
  profileSaved: 'تم حفظ الملف الشخصي.',
  profileSaveFailed: 'تعذّر حفظ ملفك الشخصي. يرجى المحاولة مرة أخرى.',
  answersSaved: 'تم حفظ إجاباتك، وتم تحديث اقتراحاتك.',
  answersSaveFailed: 'تعذّر حفظ إجاباتك. يرجى المحاولة مرة أخرى.',
  fieldTooLong:
    'يجب ألا يزيد «{field}» على {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  fieldHasProfanity: 'في «{field}» كلمات لا نسمح بها على MentorBridge. يرجى تغييرها.',
  fieldHasContactDetails:
    'في «{field}» معلومات اتصال (رقم هاتف أو بريد إلكتروني أو عنوان أو اسم مستخدم أو رابط). يقرأ الأطفال الملفات الشخصية، لذلك يبقى كل تواصل داخل MentorBridge: يرجى حذفها.',
  tooManyExperiences:
    'يمكنك اختيار {max, plural, zero {# تجربة} one {تجربة واحدة} two {تجربتين} few {# تجارب} many {# تجربة} other {# تجربة}} على الأكثر.',
  unknownExperience: 'يرجى اختيار التجارب من القائمة، كل تجربة مرة واحدة.',
  // A consent tick box; sensitiveNotAgreed quotes it word for word.
  useToFindMyMentor: 'أوافق على استخدام هذا لإيجاد مرشد لي',
  sensitiveUseReason:
    'نستخدمه فقط لاقتراح مرشدين مرّوا بهذا أيضًا. لا يراه أحد، ويمكنك إلغاء التحديد في أي وقت.',
  sensitiveNotAgreed:
    'يرجى تحديد «أوافق على استخدام هذا لإيجاد مرشد لي» تحت «{label}»، أو إزالة هذا الاختيار: لا نستخدمه إلا إذا وافقت.',
  languagesCount: 'يرجى اختيار ما بين لغة واحدة و5 لغات.',
  unknownLanguage: 'يرجى اختيار اللغات من القائمة، كل لغة مرة واحدة.',
  goalsCount: 'يرجى اختيار ما بين {min} و{max} من الأمور التي تريد المساعدة فيها.',
  unknownGoal: 'يرجى الاختيار من قائمة الأمور التي تريد المساعدة فيها، كل أمر مرة واحدة.',
  onlyMentorsHaveStory: 'المرشدون فقط لديهم ملف شخصي لتعبئته.',
  onlyMenteesAnswer: 'الطلاب فقط يجيبون عن هذه الأسئلة.',
  mentorNotFound: 'هذا المرشد غير موجود أو غير متاح.',
  answersArePrivate:
    'لا يرى إجاباتك أحد غيرك. نستخدمها لاقتراح مرشدين، ولا نعرضها أبدًا على أي مرشد أو أي شخص آخر.',
  answerToGetSuggestions: 'أخبرنا بما تريد المساعدة فيه، وسنقترح عليك مرشدين مرّوا بالتجربة نفسها.',
  noSuggestions:
    'لا يوجد بعد مرشد يستقبل الطلبات ويناسب إجاباتك. يمكنك تجربة إجابات أخرى، أو البحث في الأسفل.',
  // A mentor's hidden experience (تجربة, feminine).
  hiddenExperienceHint:
    'لا تظهر: تُستخدم فقط لاقتراحك على الطلاب الذين يبحثون عنها، ولا تُذكر لأحد أبدًا.',

  /** Ours: the web's story and suggestion views. */
  storyIntro: 'يقرأ الطلاب هذا في ملفك الشخصي. اكتب ما مررت به، حتى يجدك من يسيرون في الطريق نفسه.',
  choiceLimitReached: 'وصلت إلى الحد الأقصى ({max}). يمكنك إلغاء تحديد خيار لاختيار غيره.',
  mentorTakingRequests: 'يستقبل الطلبات',
  memberSince: 'عضو منذ {monthAndYear}',
  loadingMentorProfile: 'جارٍ تحميل الملف الشخصي...',
  noMentorsForFilters: 'لا يوجد مرشدون يطابقون عوامل التصفية هذه. يمكنك تجربة اختيار عدد أقل منها.',
  requestMessageHint: 'كلمات قليلة عمّا تريد المساعدة فيه. يقرؤها المرشد مع طلبك.',
  loading: 'جارٍ التحميل...',
  mentorNotFoundTitle: 'لم يتم العثور على المرشد',
  characterCount: 'الأحرف: {count} من {max}',
  choiceCount: 'تم اختيار {count} من {max}',
} satisfies Translation<typeof english>;
