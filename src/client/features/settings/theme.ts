// Dark mode (SPEC §4): the stored choice sets or clears the light-mode class on the body;
// before any choice the system's colour scheme decides.

export function isDarkMode(choice: boolean | null, systemPrefersDark: boolean): boolean {
  return choice ?? systemPrefersDark;
}

export function applyTheme(body: HTMLElement, choice: boolean | null, systemPrefersDark: boolean): void {
  const dark = isDarkMode(choice, systemPrefersDark);
  body.classList.toggle('light-mode', !dark);
  body.classList.toggle('dark-mode', dark);
}
