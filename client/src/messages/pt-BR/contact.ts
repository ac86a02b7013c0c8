export const contact = {
  kicker: 'Parcerias, dúvidas e carinho',
  title: 'Fale com a gente',
  intro:
    'Quer propor uma parceria, tirar uma dúvida ou contar como ficou a sua receita? Escreva pra gente: a Marina lê todas as mensagens e respondemos o mais rápido possível.',
  formLabel: 'Formulário de contato',
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  empresa: 'Empresa (opcional)',
  email: 'E-mail',
  telefone: 'Telefone',
  assunto: 'Assunto',
  mensagem: 'Mensagem',
  submit: 'Enviar',
  submitting: 'Enviando...',
  success: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
  error: 'Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.',
};
