// The password rules every form that sets a password shows, in the server's words
// (server/src/modules/auth/password-policy.ts: 10 to 200 characters, no repetition, not a common password, not made
// only of the site's words and digits, not guessable by the strength estimator). Forms check the length; the server
// says the rest, and its message is shown as it comes.
export const password = {
  tooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  tooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres.`,
  hint:
    'Use pelo menos 10 caracteres, como três ou quatro palavras que não combinam entre si. ' +
    'Evite senhas comuns, repetições e palavras do site (como "receita", "Marina" ou "senha").',
};
