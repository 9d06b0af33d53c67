// What a visitor typed (or a password manager filled in) in a form the server rendered, before the
// browser's script took the page over: React leaves that text in the fields when it hydrates, but
// not in the form's state, so the form's next render would clear the fields and a submit would
// send the empty state. Read once, right after the hydrating render, and handed to the state as if
// typed then.
import { type RefObject, useEffect, useRef } from 'react';

/** A field by its name in the form: the state's value, and how the state takes new text. */
export type TypedFields = Record<string, readonly [value: string, take: (text: string) => void]>;

/**
 * After the first render in the browser, hands each named text field of the form whose text differs
 * from the state's value to its take(). Later differences are the state's own: it runs once.
 */
export function useTextTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, fields: TypedFields): void {
  const atMount = useRef(fields);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, [value, take]] of Object.entries(atMount.current)) {
      const field = elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== value) take(field.value);
    }
  }, [form]);
}
