import { z } from 'zod';
import { USER_STATUSES } from '../constants.ts';

/** A user as the administrator screens show it (spec 002 §3 "User"). */
export const ZAdminUser = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activated: z.boolean(),
  langKey: z.string(),
  authorities: z.array(z.string()),
  userStatus: z.enum(USER_STATUSES),
  userType: z.string().nullable(),
  programAdmin: z.boolean(),
  primaryOrganizationId: z.number().int().nullable(),
  legacyUserId: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** The answer of the user actions (activate, deactivate, reset password, unlock). */
export const ZUserOperationResult = z.object({
  successful: z.boolean(),
  updatedUser: ZAdminUser.nullable(),
  errorKeys: z.array(z.string()),
});
export type TUserOperationResult = z.infer<typeof ZUserOperationResult>;

/** Path of the user actions: the user's id. */
export const ZUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
