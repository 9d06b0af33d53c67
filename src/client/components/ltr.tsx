// A left-to-right value — a phone number, an e-mail or web address, a code — printed in text of
// either direction. <bdi dir="ltr"> isolates it: on an Arabic page "+1 555 0100" keeps its digit
// groups in order and does not reorder the words around it, while the cell or line that holds it
// keeps the page's direction (its side of the column, its alignment).
import type { ReactNode } from 'react';

export function Ltr({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {children}
    </bdi>
  );
}

/** A phone number as a link that dials it, the number isolated left to right. */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^+\d]/g, '')}`}>
      <Ltr>{number}</Ltr>
    </a>
  );
}

/** An e-mail address as a link that writes to it, the address isolated left to right. */
export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`}>
      <Ltr>{address}</Ltr>
    </a>
  );
}
