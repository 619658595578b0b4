/** Words the renderer itself shows the borrower (everything else comes from screens or the server). */

/** When the API client broke its promise never to throw: the request's fate is unknown. */
export const CLIENT_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** When the server or the app's own code could not be reached: trying again may work. */
export const NO_ANSWER_MESSAGE = 'Network error, please try again';

/** The button of a screen whose data got no answer: loads it again (`LoadAgain.tsx`). */
export const LOAD_AGAIN_LABEL = 'Try again';
