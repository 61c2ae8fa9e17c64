import { expect, test } from '@playwright/test';
import { MAX_FULL_NAME_LENGTH } from '@mentorbridge/domain/constants';
import { allSkills } from '@mentorbridge/domain/skill-catalogue';
import { personIn } from '../support/people.ts';

/** The five longest skills of the catalogue: the most a card can be asked to hold. */
const longestSkills = [...allSkills].sort((a, b) => b.length - a.length).slice(0, 5);
/** Nearly as long a name as the app takes, with a word too long for any card's width. */
const longestName =
  'Alexandrina Wolfeschlegelsteinhausenbergerdorff Konstantinopoulou-Featherstone';

test('mentor cards never cut off their buttons, whatever the name and skills, at 800 and 1280 px', async ({
  browser,
}) => {
  expect(longestName.length).toBeGreaterThan(MAX_FULL_NAME_LENGTH - 5);
  const mentor = await personIn(browser, 'long-card', longestName, {
    age: 47,
    role: 'mentor',
    skills: longestSkills,
  });
  const mentee = await personIn(browser, 'card-reader', 'Card Reader', { age: 16 });
  const { page } = mentee;

  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mentors');
    await page.getByLabel('Search by skill').fill(longestSkills[0] ?? '');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: longestName }) });
    await expect(card.getByRole('button', { name: /Request Mentor\*/ })).toBeVisible();

    // Every card on the page, the long one among them: nothing spills out or is hidden. Read
    // until the search has landed: the unfiltered list shows the long card first, and the cards
    // are laid out again when the search's answer replaces it.
    const problems = () =>
      page.locator('.mentor-card').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          const name = card.querySelector('h2')?.textContent ?? '?';
          const found: string[] = [];
          if (box.height < 450) found.push(`${name}: ${box.height}px high, under 450`);
          if (
            card.scrollHeight > card.clientHeight + 1 ||
            card.scrollWidth > card.clientWidth + 1
          ) {
            found.push(`${name}: content larger than the card`);
          }
          for (const control of Array.from(card.querySelectorAll('button, a'))) {
            const inner = control.getBoundingClientRect();
            const inside =
              inner.top >= box.top &&
              inner.bottom <= box.bottom + 0.5 &&
              inner.left >= box.left &&
              inner.right <= box.right + 0.5;
            if (!inside) found.push(`${name}: "${control.textContent}" reaches outside the card`);
          }
          return found;
        }),
      );
    await expect.poll(problems, { message: `at ${width} px` }).toEqual([]);
    await expect(card).toBeInViewport();
  }
  await mentor.close();
  await mentee.close();
});
