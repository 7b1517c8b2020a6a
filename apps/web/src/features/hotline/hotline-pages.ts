/**
 * The page ids of the follow-up side of a hotline call (decision 054). The submit side
 * (hotline home A, submit steps B to I, success page Q) belongs to the report form.
 */
export const HOTLINE_PAGE = {
  home: 'A',
  verification: 'J',
  addInformation: 'K',
  pastActivity: 'L',
  emailNotifications: 'M',
  endCall: 'N',
  reportNotFollowedUp: 'O',
  locked: 'P',
} as const;

/** Where every call ends: the call disposition (spec 000 §2). */
export const DISPOSITION_PATH = '/hotline/call-disposition';
