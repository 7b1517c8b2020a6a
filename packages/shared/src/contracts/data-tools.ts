import { z } from 'zod';
import { ZUserForm } from './admin.ts';
import { zId } from './common.ts';

/** The columns of a user import file, named on its first line; `userType` may be left out. */
export const USER_IMPORT_COLUMNS = ['login', 'firstName', 'lastName', 'email', 'organizationId', 'userType'] as const;
export const USER_IMPORT_REQUIRED = USER_IMPORT_COLUMNS.filter((c) => c !== 'userType');

/** The types an import may give: reviewers and delegates, as a client admin may (spec 002 §2). */
export const IMPORT_USER_TYPES = ['MASTER_REVIEWER', 'DELEGATE'] as const;

const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);

/** One line of a user import file, as read from the CSV (every value a string), free of NUL characters. */
export const ZUserImportRow = z
  .object({
    login: ZUserForm.shape.login,
    firstName: ZUserForm.shape.firstName,
    lastName: ZUserForm.shape.lastName,
    email: ZUserForm.shape.email,
    organizationId: z.preprocess(emptyAsMissing, zId),
    userType: z.preprocess(emptyAsMissing, z.enum(IMPORT_USER_TYPES).default('MASTER_REVIEWER')),
  })
  .superRefine((row, ctx) => {
    for (const [column, value] of Object.entries(row))
      if (typeof value === 'string' && value.includes('\0'))
        ctx.addIssue({ code: 'custom', message: 'Pattern', path: [column] });
  });

export type TUserImportRow = z.output<typeof ZUserImportRow>;

/** `POST api/data-tools/user-import`: the users created, each sent an invitation to choose a password. */
export const ZUserImportResult = z.object({
  created: z.number().int(),
  users: z.array(z.object({ login: z.string(), legacyUserId: z.string() })),
});
export type TUserImportResult = z.infer<typeof ZUserImportResult>;
