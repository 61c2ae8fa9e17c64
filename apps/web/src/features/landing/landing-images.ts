import whoWeAreAvif1200 from './images/who-we-are-1200.avif';
import whoWeAreWebp1200 from './images/who-we-are-1200.webp';
import whoWeAreAvif600 from './images/who-we-are-600.avif';
import whoWeAreWebp600 from './images/who-we-are-600.webp';
import whyChooseAvif1200 from './images/why-choose-1200.avif';
import whyChooseWebp1200 from './images/why-choose-1200.webp';
import whyChooseAvif600 from './images/why-choose-600.avif';
import whyChooseWebp600 from './images/why-choose-600.webp';

// Rendered from art/*.svg by `npm run images -w @mentorbridge/web`.

export const whoWeAreImages = {
  avif600: whoWeAreAvif600,
  avif1200: whoWeAreAvif1200,
  webp600: whoWeAreWebp600,
  webp1200: whoWeAreWebp1200,
};

export const whyChooseImages = {
  avif600: whyChooseAvif600,
  avif1200: whyChooseAvif1200,
  webp600: whyChooseWebp600,
  webp1200: whyChooseWebp1200,
};
