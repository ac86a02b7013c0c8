// The password rules every form that sets a password shows (the server's policy: at least 10 characters, at most
// 200, not one of the most common passwords).
export const password = {
  tooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  tooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres.`,
};
