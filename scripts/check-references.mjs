// Fails when a tracked file points a reader at something the repository does not hold: a design
// page or product description kept elsewhere, or an issue number from a tracker a clone does not
// carry. What the product does is in docs/product.md, how it is built in docs/architecture.md,
// why in docs/decisions/, and measured figures in docs/benchmarks.md: point there instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const outside = [
  { pattern: /\b(?:DESIGN|STYLE)\.md\b/, instead: 'docs/architecture.md or a decision record' },
  { pattern: /product-spec|\.\.\/shared\b|\bshared\/(?:spec|DESIGN)/, instead: 'docs/product.md' },
  {
    pattern: /\b(?:the|a|this|our) spec\b|\bspec(?:'s| says| section)\b/i,
    instead: 'docs/product.md',
  },
  { pattern: /\bdesign (?:page|sketch|doc)\b/i, instead: 'docs/architecture.md' },
  { pattern: /\bissues? #?\d+/i, instead: 'the decision record or docs/benchmarks.md' },
];

// This file names the patterns it looks for; binary files hold no prose.
const skipped =
  /^(?:scripts\/check-references\.mjs|package-lock\.json)$|\.(?:png|jpe?g|webp|ico|woff2?)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !skipped.test(file) && fs.existsSync(file));

const findings = [];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const { pattern, instead } of outside) {
      const match = pattern.exec(line);
      if (match) findings.push(`${file}:${index + 1}: "${match[0]}" (point to ${instead})`);
    }
  });
}

if (findings.length > 0) {
  console.error(`${findings.length} references to what the repository does not hold:`);
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`${files.length} files checked: every reference points inside the repository.`);
