// The dashboard's users screen (spec §2 "Dashboard users", §4 "Dashboard user modal", §5 "User save", §8 "Users").
export const dashboardUsers = {
  newUser: 'Novo Usuário',
  searchLabel: 'Buscar usuários',
  searchPlaceholder: 'Buscar por nome, e-mail ou papel...',
  listLabel: 'Usuários',
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'usuário' : 'usuários'}`
      : `${shown} de ${total} ${total === 1 ? 'usuário' : 'usuários'}`,
  columns: { user: 'Conta', role: 'Papel', createdAt: 'Cadastro', actions: 'Ações' },
  roles: { ADMIN: 'Administrador', USER: 'Usuário' },
  you: 'Você',
  actions: {
    edit: (name: string) => `Editar: ${name}`,
    delete: (name: string) => `Excluir: ${name}`,
    cannotDeleteSelf: 'Você não pode excluir a própria conta',
  },
  confirmDelete: {
    title: 'Excluir usuário',
    text: (name: string, email: string) =>
      `Tem certeza que deseja excluir o usuário "${name}" (${email})? Esta ação não pode ser desfeita.`,
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  created: (name: string) => `Usuário "${name}" criado.`,
  updated: (name: string) => `Usuário "${name}" atualizado.`,
  deleted: (name: string) => `Usuário "${name}" excluído.`,
  // Spec §8: each followed by the error's message.
  loadError: 'Erro ao carregar usuários',
  createError: 'Erro ao criar usuário',
  updateError: 'Erro ao atualizar usuário',
  deleteError: 'Erro ao excluir usuário',
  withMessage: (prefix: string, message: string) => `${prefix}: ${message}`,
  unreachable: 'não foi possível falar com o servidor. Verifique a conexão e tente novamente.',
  unexpected: 'erro inesperado. Tente novamente.',
  lastAdminHint: 'Promova outro usuário a administrador antes.',
  retry: 'Tentar novamente',
  empty: {
    title: 'Nenhum usuário encontrado',
    text: 'Comece criando o primeiro usuário.',
    action: 'Criar usuário',
  },
  noMatch: {
    title: 'Nenhum usuário corresponde à busca',
    text: 'Tente outro nome, e-mail ou papel.',
    action: 'Limpar busca',
  },
  form: {
    titleCreate: 'Criar Novo Usuário',
    titleEdit: 'Editar Usuário',
    label: 'Dados do usuário',
    name: 'Nome',
    email: 'E-mail',
    password: 'Senha',
    passwordCreateHint:
      'Pelo menos 10 caracteres, sem repetições, senhas comuns ou palavras do site (como "receita" ou "senha").',
    passwordEditHint: 'Deixe em branco para manter a senha atual.',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    role: 'Papel',
    roleHints: {
      ADMIN: 'Acessa o painel e gerencia todo o conteúdo.',
      USER: 'Leitor do site: comenta e salva receitas.',
    },
    selfDemotion: 'Esta é a sua conta: como Usuário, você perderá o acesso ao painel.',
    create: 'Criar Usuário',
    update: 'Atualizar Usuário',
    // Spec §5 "User save"
    nameAndEmailRequired: 'Nome e e-mail são obrigatórios',
    passwordRequired: 'Senha é obrigatória para novos usuários',
    nameTooLong: (max: number) => `O nome deve ter no máximo ${max} caracteres.`,
    invalidEmail: 'Informe um e-mail válido.',
    // the form kit's "Descartar alterações?" question says this
    discard: { text: 'O que você digitou para este usuário ainda não foi salvo e será perdido.' },
  },
  newsletter: {
    export: 'Exportar Newsletter',
    exporting: 'Exportando...',
    subscribers: (count: number) =>
      count === 0
        ? 'Nenhum inscrito na newsletter'
        : count === 1
          ? '1 inscrito na newsletter'
          : `${count.toLocaleString('pt-BR')} inscritos na newsletter`,
    exported: (file: string) => `Planilha ${file} baixada.`,
    exportError: 'Erro ao exportar newsletter',
  },
};
