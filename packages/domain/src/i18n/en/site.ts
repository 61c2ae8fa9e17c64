/** The words around every view: the page's description for search and sharing, the language menu. */
export const site = {
  siteDescription:
    'MentorBridge helps middle- and high-school students find mentors who have been where they are going.',
  /** The language menu's choice holds on this device, but the account keeps the old one. */
  languageNotSaved:
    'Your language is changed here, but could not be saved to your account. Your emails stay in the old one for now.',
  /** The language menu's label; each language is named in itself beside it. */
  languageLabel: 'Language',
} as const;
