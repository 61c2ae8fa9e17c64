import type { Translation } from '../catalogue.ts';
import type { site as english } from '../en/site.ts';

export const site = {
  siteDescription:
    'يساعد MentorBridge طلاب المدارس المتوسطة والثانوية على إيجاد مرشدين مرّوا بالطريق الذي يسلكونه.',
  languageNotSaved:
    'تغيّرت اللغة هنا، لكن تعذّر حفظها في حسابك. ستبقى رسائل البريد الإلكتروني باللغة السابقة حاليًا.',
  languageLabel: 'اللغة',
} satisfies Translation<typeof english>;
