import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts.ts';

test('notes are added, edited, deleted, survive a reload, and nobody else ever sees them', async ({
  page,
  browser,
}) => {
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'notes-owner'));
  await page.goto('/notes');
  await expect(page.getByText('No notes yet. Write your first one above.')).toBeVisible();

  const newNote = page.getByPlaceholder('Write a new note...');
  const addButton = page.getByRole('button', { name: '+ Add Note' });
  const notes = page.locator('.note');

  // A blank note is ignored.
  await newNote.fill('   ');
  await addButton.click();
  await expect(page.getByText('No notes yet. Write your first one above.')).toBeVisible();

  await newNote.fill('Ask my mentor about the science fair');
  await addButton.click();
  await expect(newNote).toHaveValue('');
  await newNote.fill('Practise the presentation twice');
  await addButton.click();
  await expect(notes).toHaveCount(2);
  // Newest first.
  await expect(notes.nth(0)).toContainText('Practise the presentation twice');
  await expect(notes.nth(1)).toContainText('Ask my mentor about the science fair');

  // Edit, then close the editor without saving a second change.
  await notes.nth(1).getByRole('button', { name: 'Edit' }).click();
  await notes.nth(1).getByLabel('Edit note').fill('Ask my mentor about the regional science fair');
  await notes.nth(1).getByRole('button', { name: 'Save' }).click();
  await expect(notes.nth(1)).toContainText('Ask my mentor about the regional science fair');
  await notes.nth(0).getByRole('button', { name: 'Edit' }).click();
  await notes.nth(0).getByLabel('Edit note').fill('this change is abandoned');
  await notes.nth(0).getByRole('button', { name: 'Close Note Editor' }).click();
  await expect(notes.nth(0)).toContainText('Practise the presentation twice');

  // Delete one, then reload: what is left is still there.
  await notes.nth(0).getByRole('button', { name: 'Delete' }).click();
  await expect(notes).toHaveCount(1);
  await page.reload();
  await expect(notes).toHaveCount(1);
  await expect(notes.nth(0)).toContainText('Ask my mentor about the regional science fair');

  // Another user, in another browser, sees none of it: not on the page, not through the API.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInThroughForm(other, await createVerifiedAccount(other.request, 'notes-stranger'));
  await other.goto('/notes');
  await expect(other.getByText('No notes yet. Write your first one above.')).toBeVisible();
  expect(await (await other.request.get('/api/notes')).json()).toEqual({ notes: [] });
  await otherContext.close();
});

test('a signed-out visitor reads the product’s message on the notes page', async ({ page }) => {
  await page.goto('/notes');
  await expect(
    page.getByText('No account found. Please create an account to view items on this page.'),
  ).toBeVisible();
});
