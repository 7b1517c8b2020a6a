import {
  ACTIONS_BY_STATUS,
  AUTHORITIES,
  type Sort,
  sortParts,
  type TAdminOrganization,
  type TAdminUser,
  type TAdminUserListItem,
  type TAuditEvent,
  type TUserImportResult,
  type TUserImportRow,
  type TUserOperationResult,
  USER_ACTIONS,
  type UserAction,
  type UserStatus,
  type UserType,
  type ZUserForm,
} from '@candor/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { sendPasswordReset } from '../../jobs/send-password-reset.job.ts';
import { type AuditActor, audit } from '../../lib/audit.repository.ts';
import { type FieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { refuseLanguageOutsideRole } from '../../lib/role-language.ts';
import type { StaffUser } from '../../lib/session.ts';
import { randomToken } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import * as repo from './admin.repository.ts';
import type { PageReader } from './page-reader.ts';

type UserForm = z.output<typeof ZUserForm>;

/** Indentation per level of the organization tree, in pixels. */
export const INDENT_PX = 20;

/**
 * A refusal the user page shows as message keys under `connectsAdmin.errors.header`, shaped as a
 * failed user operation result (spec 002 §3) beside the error shape.
 */
export const refused = (status: number, key: string, message = key) =>
  new HttpError(status, message, { successful: false, errorKeys: [key] });

const forbiddenHere = () => refused(403, 'connectsAdmin.errors.forbidden', 'error.forbidden');

/** Authorities a client admin may never reach: the platform's own administrators. */
const PLATFORM = [AUTHORITIES.CONNECTS_ADMIN, AUTHORITIES.ADMIN] as string[];

export const isConnectsAdmin = (actor: StaffUser) => actor.authorities.includes(AUTHORITIES.CONNECTS_ADMIN);

/** The trees an administrator reaches: all (null) for a connects admin, his organizations' for a client admin. */
const treesOf = (actor: StaffUser): number[] | null =>
  isConnectsAdmin(actor) ? null : actor.organizations.map((o) => o.id);

/** A user as a list shows him, with his status when the list asks for it. */
const listItemOf = (u: repo.UserListRow, withStatus: boolean): TAdminUserListItem => ({
  id: u.id,
  legacyUserId: u.legacyUserId,
  login: u.login,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  userType: u.userType,
  ...(withStatus ? { status: u.userStatus as UserStatus } : {}),
});

export const adminUserOf = (u: repo.UserRow): TAdminUser => ({
  id: u.id,
  login: u.login,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  activated: u.activated,
  langKey: u.langKey,
  authorities: u.authorities,
  userStatus: u.userStatus as UserStatus,
  userType: u.userType,
  programAdmin: u.programAdmin,
  primaryOrganizationId: u.primaryOrganizationId,
  legacyUserId: u.legacyUserId,
  twoFactorEnrolled: u.totpEnrolledAt !== null,
});

const organizationOf = (o: repo.OrganizationRow): TAdminOrganization => ({
  id: o.id,
  name: o.name,
  parentChain: o.parentChain,
  parentId: o.parentId,
  phantom: o.phantom,
  hidden: o.hidden,
  snc: o.snc,
  paddingLeft: o.depth * INDENT_PX,
  remoteOrg: o.remote,
  remoteDomain: o.remoteDomain,
});

const pageOf = <T>(content: T[], total: number, page: number, size: number) => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  number: page,
});

/** The authorities and flags that go with a user type; what else the user holds stays. */
export function typed(type: UserType, held: readonly string[] = []) {
  const typeBound = [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER, AUTHORITIES.CONNECTS_ADMIN] as string[];
  const kept = held.filter((a) => !typeBound.includes(a));
  const own =
    type === 'CONNECTS_ADMIN'
      ? [AUTHORITIES.CONNECTS_ADMIN]
      : type === 'MASTER_REVIEWER'
        ? [AUTHORITIES.USER, AUTHORITIES.MASTER_REVIEWER]
        : [AUTHORITIES.USER];
  return { authorities: [...new Set([...own, ...kept])], delegateReviewer: type === 'DELEGATE' };
}

/** A user's language is one his roles offer (spec 002 §9): English only for a connects admin. */
const checkLanguage = (langKey: string, authorities: readonly string[]) =>
  refuseLanguageOutsideRole(authorities, langKey, 'body.langKey', 'NotOffered');

/** A login taken by another request between the check and the insert: refused as one taken before. */
async function loginRace<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (e) {
    if (isUniqueViolation(e, repo.LOGIN_TAKEN)) throw refused(409, 'connectsAdmin.errors.loginInUse');
    throw e;
  }
}

/** The status an action needs, and what it sets. */
const TRANSITIONS: Record<Exclude<UserAction, 'reset-password'>, { from: UserStatus; set: Partial<repo.UserRow> }> = {
  activate: { from: 'INACTIVE', set: { userStatus: 'ACTIVE', activated: true } },
  deactivate: { from: 'ACTIVE', set: { userStatus: 'INACTIVE', activated: false } },
  unlock: { from: 'LOCKED', set: { userStatus: 'ACTIVE', failedLoginAttempts: 0, lockedAt: null } },
};

/** The message of a refused action, per action (`error.userNotLocked` as unlock had it before). */
const NOT_NOW: Record<UserAction, string> = {
  activate: 'error.userNotInactive',
  deactivate: 'error.userNotActive',
  'reset-password': 'error.userNotActive',
  unlock: 'error.userNotLocked',
};

export function createAdminService({ db }: { db: Db }) {
  const actorOf = (actor: StaffUser): AuditActor => ({ login: actor.login, userId: actor.id });

  /** The organization, if the actor reaches it: 404 when there is none, 403 outside a client admin's trees. */
  async function reachableOrganization(actor: StaffUser, id: number, langKey = 'en') {
    const trees = treesOf(actor);
    if (trees && !(await repo.organizationInTrees(db, id, trees))) throw forbiddenHere();
    const org = await repo.findOrganization(db, id, langKey, trees);
    if (!org) throw notFound();
    return org;
  }

  /**
   * The user, if the actor may manage it. A client admin is refused (403) any user outside his
   * organization trees, any platform administrator, and ids that name no user alike, so that
   * the answer does not tell him which ids exist elsewhere (decision 043).
   */
  async function reachableUser(db: Tx, actor: StaffUser, target: repo.UserRow | undefined): Promise<repo.UserRow> {
    const trees = treesOf(actor);
    if (trees) {
      if (!target || target.authorities.some((a) => PLATFORM.includes(a))) throw forbiddenHere();
      if (!(await repo.userInTrees(db, target.id, trees))) throw forbiddenHere();
    }
    if (!target) throw notFound();
    return target;
  }

  /**
   * A user the actor may change: reachable, and, for the platform administrator (ROLE_ADMIN), an
   * actor who holds that role too. A connects admin sees him among the admin users and may reset
   * his two-step verification or unlock him, but may not change his e-mail, password or status
   * (decision 084).
   */
  async function changeableUser(db: Tx, actor: StaffUser, target: repo.UserRow | undefined): Promise<repo.UserRow> {
    const user = await reachableUser(db, actor, target);
    if (user.authorities.includes(AUTHORITIES.ADMIN) && !actor.authorities.includes(AUTHORITIES.ADMIN)) {
      throw forbiddenHere();
    }
    return user;
  }

  /**
   * What the creator may set: a connects admin makes connects admins; a client admin reviewers and
   * delegates. A user without a type (his roles decide what he does) keeps none: saving his other
   * fields never gives him a reviewer's roles. Answers the type to set (none: keep none).
   */
  function checkType(actor: StaffUser, form: UserForm): UserType;
  function checkType(actor: StaffUser, form: UserForm, current: repo.UserRow): UserType | null;
  function checkType(actor: StaffUser, form: UserForm, current?: repo.UserRow): UserType | null {
    const type = form.userType;
    if (current?.userType === null) {
      if (type !== null) throw refused(400, 'connectsAdmin.errors.userTypeNotAllowed');
      if (form.programAdmin && !current.programAdmin) throw refused(400, 'connectsAdmin.errors.programAdminNotAllowed');
      return null;
    }
    if (type === null) throw refused(400, 'connectsAdmin.errors.userTypeNotAllowed');
    const platformUser = current ? current.userType === 'CONNECTS_ADMIN' : isConnectsAdmin(actor);
    if (platformUser) {
      if (type !== 'CONNECTS_ADMIN') throw refused(400, 'connectsAdmin.errors.userTypeNotAllowed');
      if (form.programAdmin) throw refused(400, 'connectsAdmin.errors.programAdminNotAllowed');
    } else if (type === 'CONNECTS_ADMIN') {
      throw refused(400, 'connectsAdmin.errors.userTypeNotAllowed');
    }
    return type;
  }

  /** A new user with his type's roles, its audit event, and the invitation to choose a password. */
  async function insertNewUser(
    tx: Tx,
    actor: StaffUser,
    form: Omit<UserForm, 'userType' | 'primaryOrganizationId'> & {
      userType: UserType;
      primaryOrganizationId: number | null;
    },
  ): Promise<repo.UserRow> {
    const orgId = form.primaryOrganizationId;
    checkLanguage(form.langKey, typed(form.userType).authorities);
    const row = await repo.insertUser(tx, {
      login: form.login,
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      langKey: form.langKey,
      userType: form.userType,
      programAdmin: form.programAdmin,
      ...typed(form.userType),
      primaryOrganizationId: orgId,
      legacyUserId: `U-${randomToken().slice(0, 10)}`,
    });
    await audit(tx, 'CREATE_USER', actorOf(actor), {
      login: row.login,
      userType: form.userType,
      ...(orgId !== null ? { organizationId: String(orgId) } : {}),
    });
    // A new user has no password: the invitation lets him choose one (decision 074).
    await sendPasswordReset.enqueue(tx, { userId: row.id, invitation: true });
    return row;
  }

  return {
    async searchOrganizations(
      actor: StaffUser,
      q: { page: number; size: number; sort?: string; langKey?: string; searchText?: string },
    ) {
      const { rows, total } = await repo.searchOrganizations(db, {
        ...q,
        searchText: q.searchText || undefined,
        roots: treesOf(actor),
        langKey: q.langKey ?? actor.langKey,
      });
      return pageOf(rows.map(organizationOf), total, q.page, q.size);
    },

    getOrganization: async (actor: StaffUser, id: number, langKey?: string): Promise<TAdminOrganization> =>
      organizationOf(await reachableOrganization(actor, id, langKey ?? actor.langKey)),

    /**
     * One page of an organization's users, read with the request's session (`read`): 403 outside
     * a client admin's trees (an organization that does not exist included), then 404.
     */
    async organizationUsers(
      id: number,
      q: { page: number; size: number; sort?: string; searchText?: string; include?: 'status' },
      read: PageReader,
    ) {
      const query = repo.organizationUsersQuery(db, id, { ...q, searchText: q.searchText || undefined });
      const { actor, page } = await read(query);
      const trees = treesOf(actor);
      if (trees && !page.reach?.some((o) => trees.includes(o))) throw forbiddenHere();
      if (!page.reach) throw notFound();
      const items = page.rows.map((u) => listItemOf(u, q.include === 'status'));
      return pageOf(items, page.total, q.page, q.size);
    },

    async connectsAdminUsers(q: { page: number; size: number; sort?: string }, read: PageReader) {
      const { page } = await read(repo.connectsAdminUsersQuery(db, q));
      const items = page.rows.map((u) => listItemOf(u, true));
      return pageOf(items, page.total, q.page, q.size);
    },

    getUser: async (actor: StaffUser, legacyUserId: string): Promise<TAdminUser> =>
      adminUserOf(await reachableUser(db, actor, await repo.findUserByLegacyId(db, legacyUserId))),

    async createUser(actor: StaffUser, form: UserForm): Promise<TUserOperationResult> {
      const type = checkType(actor, form);
      const orgId = form.primaryOrganizationId;
      if (!isConnectsAdmin(actor) && orgId === null) throw refused(400, 'connectsAdmin.errors.organizationRequired');
      if (orgId !== null) {
        const org = await reachableOrganization(actor, orgId);
        if (org.phantom) throw refused(400, 'connectsAdmin.errors.phantomOrganization');
      }
      const created = await loginRace(() =>
        db.transaction(async (tx) => {
          if (await repo.loginTaken(tx, form.login)) throw refused(409, 'connectsAdmin.errors.loginInUse');
          return insertNewUser(tx, actor, { ...form, userType: type, primaryOrganizationId: orgId });
        }),
      );
      return { successful: true, updatedUser: adminUserOf(created), errorKeys: [] };
    },

    /**
     * The users of an import file (decision 083), all or none, into the trees of `roots` (null:
     * any organization). Any line naming a login that is taken or repeated, or an organization
     * that does not exist, lies outside those trees or only groups others, refuses the file with
     * a field error per value (`rows.{index}.{column}`, with its `line` in the file), together
     * with those the file's reading found (a null row, whose login and organization are checked
     * here where they could be read).
     */
    async importUsers(
      actor: StaffUser,
      file: {
        rows: (TUserImportRow | null)[];
        keys: { login?: string; organizationId?: number }[];
        lines: number[];
        fieldErrors: FieldError[];
      },
      roots: number[] | null,
    ): Promise<TUserImportResult> {
      const { lines, keys } = file;
      const read = file.rows.filter((r) => r !== null);
      const present = <T>(values: (T | undefined)[]) => values.filter((v): v is T => v !== undefined);
      return loginRace(() =>
        db.transaction(async (tx) => {
          const taken = await repo.takenLogins(tx, present(keys.map((k) => k.login)));
          const kinds = await repo.organizationKinds(
            tx,
            [...new Set(present(keys.map((k) => k.organizationId)))],
            roots,
          );
          const seen = new Set<string>();
          const fieldErrors: FieldError[] = [...file.fieldErrors];
          const refuse = (i: number, column: string, message: string) =>
            fieldErrors.push({ field: `rows.${i}.${column}`, message, line: lines[i]! });
          for (const [i, { login, organizationId }] of keys.entries()) {
            if (login !== undefined) {
              const key = login.toLowerCase();
              if (seen.has(key)) refuse(i, 'login', 'pages.dataTools.import.errors.duplicateLogin');
              else if (taken.has(key)) refuse(i, 'login', 'connectsAdmin.errors.loginInUse');
              seen.add(key);
            }
            if (organizationId === undefined) continue;
            const kind = kinds.get(organizationId);
            if (!kind) refuse(i, 'organizationId', 'pages.dataTools.import.errors.noOrganization');
            else if (!kind.reachable) refuse(i, 'organizationId', 'connectsAdmin.errors.forbidden');
            else if (kind.phantom) refuse(i, 'organizationId', 'connectsAdmin.errors.phantomOrganization');
          }
          if (fieldErrors.length > 0) {
            fieldErrors.sort((a, b) => Number(a.line) - Number(b.line));
            throw new HttpError(400, 'error.validation', { fieldErrors });
          }
          const users: TUserImportResult['users'] = [];
          for (const row of read) {
            const created = await insertNewUser(tx, actor, {
              ...row,
              langKey: 'en',
              programAdmin: false,
              primaryOrganizationId: row.organizationId,
            });
            users.push({ login: created.login, legacyUserId: created.legacyUserId });
          }
          return { created: users.length, users };
        }),
      );
    },

    async updateUser(actor: StaffUser, id: number, form: UserForm): Promise<TUserOperationResult> {
      const updated = await db.transaction(async (tx) => {
        const target = await changeableUser(tx, actor, await repo.findUserById(tx, id));
        if (target.userStatus === 'ERROR') throw refused(409, 'connectsAdmin.errors.userInError', 'error.userInError');
        const type = checkType(actor, form, target);
        // A user stays in the organization he was created in: his memberships and category access hang on it.
        const organization = form.primaryOrganizationId;
        if (organization !== null && organization !== target.primaryOrganizationId) {
          throw refused(400, 'connectsAdmin.errors.organizationFixed');
        }
        if (await repo.loginTaken(tx, form.login, id)) throw refused(409, 'connectsAdmin.errors.loginInUse');
        const retyped = type === null || type === target.userType ? undefined : typed(type, target.authorities);
        // Nobody changes what he may do himself: another administrator decides it.
        if (target.id === actor.id && (retyped || form.programAdmin !== target.programAdmin)) {
          throw refused(409, 'connectsAdmin.errors.ownType');
        }
        // Checked when it changes: a language stored before the rule must not block saving the rest.
        if (retyped || form.langKey !== target.langKey)
          checkLanguage(form.langKey, retyped?.authorities ?? target.authorities);
        const values = {
          login: form.login,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          langKey: form.langKey,
          userType: type,
          programAdmin: form.programAdmin,
          // The roles a type brings change with the type, and only then: a save that keeps it touches none.
          ...retyped,
        };
        const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
          (k) => JSON.stringify(values[k]) !== JSON.stringify(target[k]),
        );
        // Saved unchanged: nothing to write, nothing to audit.
        if (changed.length === 0) return target;
        const row = await repo.updateUser(tx, id, values);
        // A link mailed to the old address must not set the password of the account (decision 074).
        if (changed.includes('email')) await repo.deleteResetKeysOf(tx, id);
        await audit(tx, 'UPDATE_USER', actorOf(actor), { login: row.login, changed: changed.join(',') });
        return row;
      });
      return { successful: true, updatedUser: adminUserOf(updated), errorKeys: [] };
    },

    /**
     * A user action of spec 002 §7, offered by status (ACTIVE: deactivate, reset password;
     * INACTIVE: activate; LOCKED: unlock): the change and its audit event in one transaction.
     */
    async act(actor: StaffUser, id: number, action: UserAction): Promise<TUserOperationResult> {
      const result = await db.transaction(async (tx) => {
        // Unlocking changes nothing of the account but its lock: any administrator who reaches the user may.
        const found = await repo.findUserById(tx, id);
        const target =
          action === 'unlock' ? await reachableUser(tx, actor, found) : await changeableUser(tx, actor, found);
        const notNow = () => refused(409, `connectsAdmin.errors.notAllowed.${action}`, NOT_NOW[action]);
        if (!ACTIONS_BY_STATUS[target.userStatus as UserStatus]?.includes(action)) throw notNow();
        // Nobody locks himself out: the last administrator of an installation could not be let back in.
        if (action === 'deactivate' && target.id === actor.id) throw refused(409, 'connectsAdmin.errors.ownAccount');
        let row: repo.UserRow | undefined = target;
        if (action === 'reset-password') {
          if (!target.email) throw refused(409, 'connectsAdmin.errors.noEmail', 'error.userHasNoEmail');
          await sendPasswordReset.enqueue(tx, { userId: id });
        } else {
          const t = TRANSITIONS[action];
          row = await repo.changeStatus(tx, id, t.from, t.set);
          if (!row) throw notNow();
          if (action === 'deactivate') {
            // A deactivated user is let back in by no session and, once activated again, by no old link.
            await repo.endSessionsOf(tx, id);
            await repo.deleteResetKeysOf(tx, id);
          }
        }
        await audit(tx, USER_ACTIONS[action], actorOf(actor), { login: target.login });
        return row;
      });
      return { successful: true, updatedUser: adminUserOf(result), errorKeys: [] };
    },

    async auditLog(q: { page: number; size: number; sort: Sort }, read: PageReader) {
      const query = repo.auditPageQuery(db, { ...q, ascending: sortParts(q.sort)[1] === 'asc' });
      const {
        page: { rows, total },
      } = await read(query);
      const items = rows.map(
        (e): TAuditEvent => ({
          id: e.id,
          auditEventType: e.auditEventType,
          actorId: e.actorId,
          actorUserId: e.actorUserId,
          auditEventDate: e.auditEventDate.toISOString(),
          data: e.data,
        }),
      );
      return pageOf(items, total, q.page, q.size);
    },
  };
}
