// The letter shift of SPEC §9 (a Caesar shift of 3) that obfuscates two names on the crypt site.
import { LETTER_SHIFT } from './constants';

function shiftRange(char: string, shift: number, first: number): string {
  const code = char.charCodeAt(0) - first;
  return String.fromCharCode(first + ((((code + shift) % 26) + 26) % 26));
}

/** Shifts A–Z and a–z by the given amount (wrapping); every other character stays. */
export function shiftLetters(text: string, shift: number = LETTER_SHIFT): string {
  return text.replace(/[A-Za-z]/g, (char) => shiftRange(char, shift, char <= 'Z' ? 65 : 97));
}

/** Reveals a name obfuscated with the letter shift. */
export function revealShifted(text: string, shift: number = LETTER_SHIFT): string {
  return shiftLetters(text, -shift);
}
