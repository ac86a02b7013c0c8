import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

const personal = ['Ana Souza', 'ana.souza@exemplo.com'];

describe('passwordProblem', () => {
  it.each([
    ['senha12345', PASSWORD_MESSAGES.siteWords],
    ['Receitas-da-Marina-2024', PASSWORD_MESSAGES.siteWords],
    ['SÊNHA-marina-1', PASSWORD_MESSAGES.siteWords],
    ['password123', PASSWORD_MESSAGES.siteWords],
    ['aaaaaaaaaa', PASSWORD_MESSAGES.repeated],
    ['abcabcabcabc', PASSWORD_MESSAGES.repeated],
    ['1212121212', PASSWORD_MESSAGES.repeated],
    ['aaaaabbbbb', PASSWORD_MESSAGES.repeated],
    ['1234567890', PASSWORD_MESSAGES.common],
    ['brigadeiro1', PASSWORD_MESSAGES.weak],
    ['anasouza2024', PASSWORD_MESSAGES.weak],
    ['curta', PASSWORD_MESSAGES.tooShort],
    ['x1'.repeat(101), PASSWORD_MESSAGES.tooLong],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, personal)).toBe(message);
  });

  it.each(['feijoada de sábado', 'pao-de-queijo', 'senha-de-teste-1', 'Tr0ub4dor-casa-azul', 'correct horse battery'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, personal)).toBeNull();
    },
  );
});
