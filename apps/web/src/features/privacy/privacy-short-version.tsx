/**
 * What MentorBridge keeps and who sees it, in words a 12-year-old understands: the privacy
 * page's short version, and what the sign-up form shows before anyone joins.
 */
export function PrivacyShortVersion() {
  return (
    <ul>
      <li>
        We keep your email, name, age and picture, what you tell us to find a mentor, your notes,
        your requests and your chats.
      </li>
      <li>
        Your answers about what you have been through are private: nobody sees them, we only use
        them to suggest mentors. They are optional.
      </li>
      <li>Your notes are only for you.</li>
      <li>
        Only you, the person you chat with and, for young people, our safeguarding team read your
        chats. In a school’s programme, its coordinators can read them too, and your chat says so.
      </li>
      <li>
        No adverts and no tracking, and we never sell your data. Your messages are never put in
        emails or notifications.
      </li>
      <li>
        You can download a copy of everything we keep about you in Settings, Your data, and delete
        your account in Settings, Delete Account. When you delete it, it is gone for good: no backup
        brings it back.
      </li>
      <li>On a shared computer, log out when you finish: the browser then forgets it all.</li>
    </ul>
  );
}
