import type { Translation } from '../catalogue.ts';
import type { authMail as english } from '../en/auth-mail.ts';

export const authMail = {
  verifyMailSubject: 'تأكيد بريدك الإلكتروني في MentorBridge',
  verifyMailWelcome: 'مرحبًا بك في MentorBridge!',
  verifyMailOpenLink: 'افتح هذا الرابط لتأكيد بريدك الإلكتروني. يعمل مرة واحدة، خلال 24 ساعة:',
  verifyMailLinkText: 'تأكيد بريدي الإلكتروني',
  verifyMailNotYou: 'إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',

  registeredMailSubject: 'لديك حساب في MentorBridge بالفعل',
  registeredMailSomeone:
    'حاول شخص ما، على الأرجح أنت، إنشاء حساب في MentorBridge بعنوان البريد الإلكتروني هذا.',
  registeredMailNoNewAccount: 'لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد.',
  registeredMailLogInHere: 'سجّل الدخول من هنا:',
  registeredMailLogInLink: 'تسجيل الدخول',
  registeredMailNotYou: 'إذا لم يكن ذلك أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء.',

  resetMailSubject: 'إعادة تعيين كلمة المرور في MentorBridge',
  resetMailSomeone: 'طلب شخص ما، على الأرجح أنت، إعادة تعيين كلمة مرور حسابك في MentorBridge.',
  resetMailOpenLink: 'افتح هذا الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة، خلال ساعة واحدة:',
  resetMailNotYou: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: كلمة المرور لم تتغير.',
} satisfies Translation<typeof english>;
