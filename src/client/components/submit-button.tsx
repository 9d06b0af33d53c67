// A form's submit button, disabled until the page is hydrated. The server renders forms whole, and
// until the browser's script has taken the page over a click or Enter on them would submit the form
// natively: a GET of the page with every named field in the address (a password among them, kept
// in the history and the access log). A disabled default button stops both.
import { type ButtonHTMLAttributes, useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/** False on the server and in the browser's hydrating render, true after it and in any render of a component mounted later. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

export function SubmitButton({ disabled = false, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="submit" disabled={disabled || !hydrated} />;
}
