import type { Translation } from '../catalogue.ts';
import type { checkIns as english } from '../en/check-ins.ts';

export const checkIns = {
  checkInQuestion: 'كيف تسير الأمور مع {name}؟',
  checkInHint: '1 تعني سيئة، و5 تعني جيدة جدًا.',
  /** A rating's name for a screen reader, 1 to 5. */
  checkInRatingName: '{rating, select, 1 {1، سيئة} 5 {5، جيدة جدًا} other {{rating}}}',
  checkInLineLabel: 'هل تود إضافة شيء؟ (اختياري)',
  checkInSend: 'إرسال إجابتي',
  checkInThanks: 'شكرًا لك. تم حفظ إجابتك.',
  checkInReadByProgramme: 'يقرأ منسقو برنامجك إجابتك، ولا تُعرض على {name}.',
  checkInReadByNobody: 'لا يرى إجابتك أحد غيرك.',
  nothingToCheckIn: 'لا توجد متابعة للإجابة عنها الآن.',
  checkInAnswered: 'لقد أجبت عن هذه المتابعة من قبل.',
  checkInsOff: 'المتابعات متوقفة في هذه المحادثة.',
  checkInsSwitchLabel: 'تذكيرات المتابعة',
  checkInsSwitchHint:
    'مرتين في الشهر الأول، ثم مرة كل شهر، يُسأل كلاكما عن سير الأمور. لا يرى أحد إجاباتك غيرك.',
  checkInsOnlyOutsideProgrammes: 'متابعات برنامجك مفعّلة لكل ثنائي.',
  checkInsDueHeading: 'المتابعات',
  /** The console. */
  checkInsToLookAt: 'متابعات تحتاج إلى مراجعة',
  checkInOverdueSince: 'متأخرة منذ {date}',
  checkInLooked: 'تمت المراجعة',
  checkInLookedDone: 'سُجّلت على أنها رُوجعت.',
  /** A flagged check-in line, as the safeguarding console lists it with flagged messages. */
  flaggedCheckIn: 'متابعة بتقييم {rating} من 5: {line}',
} satisfies Translation<typeof english>;
