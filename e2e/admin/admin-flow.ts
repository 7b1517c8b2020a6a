import { expect, type Page, test } from '@playwright/test';

/** The id of a demo organization, found as a reporter finds it. */
export async function organizationId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/reporterapi/organization?name=${encodeURIComponent(name)}&exactMatch=true`);
  const found = (await res.json()) as { orgId: number; name: string }[];
  const org = found.find((o) => o.name === name);
  if (!org) throw new Error(`no organization ${name}`);
  return org.orgId;
}

/**
 * A user's name of its own for each attempt of a journey ("Stella Stale", then "Stella Stalea"): a
 * journey run again after a failure (decision 112) does not meet the user its first attempt created.
 */
export const attemptName = (name: `${string} ${string}`): `${string} ${string}` =>
  test.info().retry === 0 ? name : `${name}${'abcdefghij'.charAt(test.info().retry - 1)}`;

/** A user's fields from his name: "Olga Ops" is Olga, Ops, login olga.ops and her Northwind address. */
export function personNamed(name: `${string} ${string}`) {
  const [firstName, lastName] = name.split(' ') as [string, string];
  const login = name.toLowerCase().replace(' ', '.');
  return { name, firstName, lastName, login, email: `${login}@northwind.example` };
}

/** Fills the user form's login, email and names with the person's. */
export async function fillPerson(page: Page, person: ReturnType<typeof personNamed>): Promise<void> {
  await page.getByRole('textbox', { name: 'Login' }).fill(person.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
}

/**
 * Creates a master reviewer of the organization, as a client admin signed in on the page does, and
 * gives back the address of his user page. His login is his name in lower case, joined by a dot.
 */
export async function createMasterReviewer(page: Page, orgId: number, name: `${string} ${string}`): Promise<string> {
  await page.goto(`/connects-admin/organization/${orgId}/user/new`);
  await fillPerson(page, personNamed(name));
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Master reviewer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}
