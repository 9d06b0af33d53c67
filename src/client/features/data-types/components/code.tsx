// Code-like text (names, numbers, hex, binary, addresses): monospace and always left to right,
// isolated so an Arabic page neither reorders "01 2C" nor moves the sign of "-5".
import type { ReactNode } from 'react';

export function Code({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span dir="ltr" className="code" data-testid={testId}>
      {children}
    </span>
  );
}
