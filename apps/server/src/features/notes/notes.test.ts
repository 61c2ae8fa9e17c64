import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NoteList } from '@mentorbridge/domain/api/notes';
import { verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('private notes on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await verifiedUser(t.app, t.mail, {
      email: 'writer@example.com',
      password: 'quiet-river-1',
    });
    stranger = await verifiedUser(t.app, t.mail, {
      email: 'nosy@example.com',
      password: 'quiet-river-1',
    });
  });
  afterAll(() => t.close());

  const list = async (cookie: string) =>
    json<NoteList>(await t.app.inject({ method: 'GET', url: '/api/notes', headers: { cookie } }))
      .notes;
  const add = (cookie: string, content: string) =>
    t.app.inject({ method: 'POST', url: '/api/notes', headers: { cookie }, payload: { content } });
  const edit = (cookie: string, id: string, content: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/notes/${id}`,
      headers: { cookie },
      payload: { content },
    });
  const remove = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers: { cookie } });

  let first: Note;
  let second: Note;

  it('adds notes and lists them newest first', async () => {
    first = json<Note>(await add(owner, 'Ask about summer internships'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    second = json<Note>(await add(owner, 'Bring the essay draft'));
    expect((await list(owner)).map((note) => note.content)).toEqual([
      'Bring the essay draft',
      'Ask about summer internships',
    ]);
  });

  it('refuses an empty or blank note and stores nothing', async () => {
    for (const content of ['', '   \n ']) {
      const response = await add(owner, content);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: { code: 'invalid_note' } });
    }
    expect(await list(owner)).toHaveLength(2);
  });

  it('edits a note in place', async () => {
    const edited = json<Note>(await edit(owner, first.id, 'Ask about internships in July'));
    expect(edited).toMatchObject({ id: first.id, content: 'Ask about internships in July' });
    expect(edited.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    expect((await list(owner)).map((note) => note.id)).toEqual([second.id, first.id]);
  });

  it("never shows, edits or deletes another user's note, whatever the request names", async () => {
    expect(await list(stranger)).toEqual([]);
    const editAttempt = await edit(stranger, first.id, 'hijacked');
    expect(editAttempt.statusCode).toBe(404);
    const deleteAttempt = await remove(stranger, first.id);
    expect(deleteAttempt.statusCode).toBe(404);
    const notesAsOwner = await list(owner);
    expect(notesAsOwner.find((note) => note.id === first.id)?.content).toBe(
      'Ask about internships in July',
    );
    const smuggled = await t.app.inject({
      method: 'GET',
      url: `/api/notes?userId=${encodeURIComponent(first.id)}&uid=x`,
      headers: { cookie: stranger },
    });
    expect(json<NoteList>(smuggled).notes).toEqual([]);
  });

  it('deletes a note', async () => {
    expect((await remove(owner, second.id)).statusCode).toBe(204);
    expect((await list(owner)).map((note) => note.id)).toEqual([first.id]);
    expect((await remove(owner, second.id)).statusCode).toBe(404);
  });

  it('answers a signed-out visitor with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notes' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ error: { code: 'not_signed_in' } });
  });
});
