// Dark mode (SPEC §4): the stored choice sets the light-mode or dark-mode class on the body;
// before any choice neither is set and the CSS follows the system's colour scheme. The boot
// script applies a stored choice the same way before the first paint.

export function isDarkMode(choice: boolean | null, systemPrefersDark: boolean): boolean {
  return choice ?? systemPrefersDark;
}

export function applyTheme(body: HTMLElement, choice: boolean | null): void {
  body.classList.toggle('light-mode', choice === false);
  body.classList.toggle('dark-mode', choice === true);
}
