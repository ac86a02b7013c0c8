/**
 * The one form of an e-mail that identifies an account: trimmed, Unicode NFKC (full-width 'ｍ' is 'm', 'ﬁ' is 'fi'),
 * then case-folded ('ß' is 'ss'). Login limits, the account lookup, sign-up and the unique index on users.emailKey
 * all use it, so two spellings either are one account on every database or two, never depending on a collation.
 */
export function emailKey(email: string): string {
  // Upper then lower approximates full case folding (ß → SS → ss, ς → Σ → σ); NFKC again after it, as NFKC_Casefold.
  return email.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').trim();
}
