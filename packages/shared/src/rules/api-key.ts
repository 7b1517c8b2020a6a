/**
 * Who may reset (and so hold) an API key: program admins with key generation enabled
 * (spec 001 §6, decision 040). Kept apart from the Zod contracts: the account menu of every
 * page reads it.
 */
export const mayHoldApiKey = (u: { programAdmin: boolean; reviewerApiKeyGenerationEnabled: boolean }) =>
  u.programAdmin && u.reviewerApiKeyGenerationEnabled;
