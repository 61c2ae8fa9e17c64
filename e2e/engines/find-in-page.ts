/**
 * What a journey points at, found the way a person or a screen reader would: a role and its
 * accessible name, a field's label, or (for layout checks) a CSS selector.
 */
export type Target =
  | { role: 'button' | 'link' | 'textbox' | 'heading' | 'img'; name: string; exact?: boolean }
  | { label: string }
  | { css: string };

/**
 * Runs in the page: marks the first element the target names (visible ones only, unless told)
 * with `data-engine-target`, so the driver can reach it by a CSS selector. Self-contained, as
 * the engines serialise it. Names are compared with runs of white space made one space; a name
 * that is not exact need only be part of the element's.
 */
export function markTarget(target: Target, mark: string, visibleOnly: boolean): boolean {
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squeeze(
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label') ?? element.getAttribute('alt');
    if (label !== null) return squeeze(label);
    return squeeze(element.textContent);
  };
  const roles = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea',
    heading: 'h1, h2, h3, h4',
    img: 'img, [role="img"]',
  };
  let candidates: Element[];
  if ('css' in target) {
    candidates = [...document.querySelectorAll(target.css)];
  } else if ('label' in target) {
    candidates = [...document.querySelectorAll('label')]
      .filter((label) => squeeze(label.textContent) === target.label)
      .map((label) => label.control)
      .filter((control): control is HTMLElement => control !== null);
  } else {
    candidates = [...document.querySelectorAll(roles[target.role])].filter((element) => {
      const name = accessibleName(element);
      return target.exact === false ? name.includes(target.name) : name === target.name;
    });
  }
  const found = candidates.find((element) => !visibleOnly || isVisible(element));
  document.querySelector(`[data-engine-target="${mark}"]`)?.removeAttribute('data-engine-target');
  found?.setAttribute('data-engine-target', mark);
  return found !== undefined;
}
