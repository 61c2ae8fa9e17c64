import type { Translation } from '../catalogue.ts';
import type { errors as english } from '../en/errors.ts';

export const errors = {
  tooManyRequests: 'محاولات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  tooManyFailedLogInsToday:
    'محاولات فاشلة كثيرة لتسجيل الدخول من هذه الشبكة اليوم. يرجى المحاولة مرة أخرى غدًا، أو من شبكة أخرى.',
  tooManySignUpsToday: 'تم إنشاء حسابات كثيرة جدًا من هذه الشبكة اليوم. يرجى المحاولة مرة أخرى غدًا.',
  notSignedIn: 'يرجى تسجيل الدخول أولًا.',
  pushServiceRefused:
    'لا يستطيع MentorBridge إرسال الإشعارات إلى خدمة الإشعارات في هذا المتصفح. يمكنك تجربة متصفح آخر.',
  // An HTTP request, not a request to a mentor (same word in Arabic).
  forbiddenOrigin: 'جاء هذا الطلب من موقع آخر، لذلك تم رفضه.',
  invalidRequest: 'الطلب غير صالح.',
  notFound: 'غير موجود.',
  serverError: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  unavailable: 'لا يستطيع MentorBridge الوصول إلى بياناته الآن. يرجى المحاولة مرة أخرى بعد قليل.',
} satisfies Translation<typeof english>;
