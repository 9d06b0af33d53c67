// Compile-time checks that a type derived from a JSON schema and a hand-written shared type agree.

/** true when A and B are the same type; a type error (not false) otherwise, at the place of use. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : Mismatch<B, A>) : Mismatch<A, B>;

/** Names what one side has that the other lacks, in the compiler's message. */
interface Mismatch<Extra, Expected> {
  mismatch: { has: Extra; expected: Expected };
}

/** Compiles only for true: `Assert<SameType<A, B>>`. */
export type Assert<T extends true> = T;
