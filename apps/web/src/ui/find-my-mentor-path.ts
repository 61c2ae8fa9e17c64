/**
 * The mentee dashboard's "Find my mentor" section, where All Mentors' "Find my mentor" and "Edit
 * my answers" lead. Apart from the section, so a link to it does not load the form's code.
 */
export const FIND_MY_MENTOR_ID = 'find-my-mentor';
export const findMyMentorPath = `/mentee#${FIND_MY_MENTOR_ID}`;
