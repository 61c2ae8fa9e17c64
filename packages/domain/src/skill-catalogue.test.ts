import { describe, expect, it } from 'vitest';
import { allSkills, isCatalogueSkill, skillCatalogue, skillsMatching } from './skill-catalogue.ts';

describe('skill catalogue', () => {
  it('has the 12 categories of docs/product.md, in its order', () => {
    expect(skillCatalogue.map((entry) => entry.category)).toEqual([
      'Software Development & IT',
      'Data Science, AI & Analytics',
      'Design & Creative Arts',
      'Marketing & Sales',
      'Business & Management',
      'Healthcare & Medical',
      'Education & Training',
      'Trades & Manual Skills',
      'Communication & Media',
      'Science & Research',
      'Legal & Public Service',
      'Soft Skills & Personal Development',
    ]);
  });

  it('holds 9 to 19 skills in each category', () => {
    for (const entry of skillCatalogue) {
      expect(entry.skills.length, entry.category).toBeGreaterThanOrEqual(9);
      expect(entry.skills.length, entry.category).toBeLessThanOrEqual(19);
    }
  });

  it('names every skill once across the whole catalogue', () => {
    expect(new Set(allSkills).size).toBe(allSkills.length);
  });

  it('knows its own skills and nothing else', () => {
    expect(isCatalogueSkill('Python')).toBe(true);
    expect(isCatalogueSkill('python')).toBe(false);
  });
});

describe('skill search', () => {
  it('matches part of a skill in any case', () => {
    expect(skillsMatching('PYTH')).toContain('Python');
    expect(skillsMatching('  illustr ')).toEqual(['Illustration']);
  });

  it('matches nothing for text no skill contains', () => {
    expect(skillsMatching('underwater basket weaving')).toEqual([]);
  });
});
