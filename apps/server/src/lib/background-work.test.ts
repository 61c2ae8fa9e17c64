import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

/** A piece of work that runs until `finish` is called. */
function heldWork() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

const quietLog = { error: () => {} };

describe('background work', () => {
  it('runs at most the bound at once and starts the next as one finishes', async () => {
    const background = createBackgroundWork(quietLog, 2);
    let running = 0;
    let most = 0;
    const pieces = Array.from({ length: 5 }, () => heldWork());
    for (const piece of pieces) {
      background.run('piece', async () => {
        running += 1;
        most = Math.max(most, running);
        await piece.work();
        running -= 1;
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    pieces[0]?.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    for (const piece of pieces) piece.finish();
    await background.settled();
    expect(running).toBe(0);
    expect(most).toBe(2);
  });

  it('settles only after the work still waiting its turn has run', async () => {
    const background = createBackgroundWork(quietLog, 1);
    const first = heldWork();
    const ran: string[] = [];
    background.run('first', async () => {
      await first.work();
      ran.push('first');
    });
    background.run('second', async () => {
      ran.push('second');
    });
    const settled = background.settled();
    first.finish();
    await settled;
    expect(ran).toEqual(['first', 'second']);
  });

  it('logs a failure and goes on with the rest', async () => {
    const failures: string[] = [];
    const background = createBackgroundWork(
      { error: (_details, message) => failures.push(message) },
      1,
    );
    const ran: string[] = [];
    background.run('push', () => Promise.reject(new Error('push service away')));
    background.run('mail', async () => {
      ran.push('mail');
    });
    await background.settled();
    expect(failures).toEqual(['push failed']);
    expect(ran).toEqual(['mail']);
  });
});
