// The dashboard's comments screen (issue 23): the moderation queue, its actions and the moderation rules.
const count = (n: number) => n.toLocaleString('pt-BR');
const comments = (n: number) => `${count(n)} ${n === 1 ? 'comentário' : 'comentários'}`;

export const dashboardComments = {
  tabsLabel: 'Situação dos comentários',
  tabs: {
    PENDING: 'Pendentes',
    APPROVED: 'Aprovados',
    SPAM: 'Spam',
  },
  tabCount: (label: string, n: number) => `${label} (${count(n)})`,
  listLabel: 'Comentários',
  total: (n: number) => comments(n),
  paginationLabel: 'Páginas de comentários',
  columns: {
    select: 'Selecionar',
    author: 'Autor',
    comment: 'Comentário',
    recipe: 'Receita',
    date: 'Data',
    actions: 'Ações',
  },
  banned: 'Banida',
  approvedCount: (n: number) => `${count(n)} ${n === 1 ? 'aprovado' : 'aprovados'}`,
  hasLink: 'Contém link',
  reply: 'Resposta',
  stars: (n: number) => `Avaliação: ${n} de 5 estrelas`,
  newTab: 'abre em nova aba',
  readAll: 'Ler tudo',
  readLess: 'Mostrar menos',
  of: (name: string) => `o comentário de ${name}`,
  actions: {
    approve: 'Aprovar',
    spam: 'Spam',
    reply: 'Responder',
    delete: 'Excluir',
    ban: 'Banir conta',
    unban: 'Desbanir conta',
  },
  actionLabel: (action: string, what: string) => `${action}: ${what}`,
  done: {
    APPROVE: (n: number) => (n === 1 ? '1 comentário aprovado.' : `${count(n)} comentários aprovados.`),
    SPAM: (n: number) => (n === 1 ? '1 comentário marcado como spam.' : `${count(n)} comentários marcados como spam.`),
    DELETE: (n: number) => (n === 1 ? '1 comentário excluído.' : `${count(n)} comentários excluídos.`),
  },
  actionError: 'Não foi possível atualizar os comentários. Tente novamente.',
  // Spec §8's wording for the other screens' load errors.
  loadError: 'Não foi possível carregar os comentários.',
  retry: 'Tentar novamente',
  empty: {
    PENDING: {
      title: 'Nenhum comentário pendente.',
      text: 'Os comentários que esperam a sua aprovação aparecem aqui.',
    },
    APPROVED: {
      title: 'Nenhum comentário aprovado.',
      text: 'Os comentários que os leitores veem nas receitas aparecem aqui.',
    },
    SPAM: {
      title: 'Nenhum comentário no spam.',
      text: 'Os comentários marcados como spam ficam aqui, longe dos leitores.',
    },
  },
  selection: {
    select: (name: string) => `Selecionar o comentário de ${name}`,
    selectPage: 'Selecionar todos desta página',
    selected: (n: number) => `${count(n)} ${n === 1 ? 'selecionado' : 'selecionados'}`,
    clear: 'Limpar seleção',
    barLabel: 'Ações para os comentários selecionados',
    APPROVE: 'Aprovar selecionados',
    SPAM: 'Marcar como spam',
    DELETE: 'Excluir selecionados',
  },
  cancel: 'Cancelar',
  confirmDelete: {
    title: (n: number) => (n === 1 ? 'Excluir comentário?' : `Excluir ${comments(n)}?`),
    one: (name: string, startsThread: boolean) =>
      `O comentário de ${name} sai do site e do painel${startsThread ? ', com as respostas a ele, se houver' : ''}. ` +
      'Esta ação não pode ser desfeita.',
    many: (n: number) =>
      n === 1
        ? 'Ele sai do site e do painel, com as respostas a ele, se houver. Esta ação não pode ser desfeita.'
        : 'Eles saem do site e do painel, com as respostas a eles, se houver. Esta ação não pode ser desfeita.',
    action: 'Excluir',
  },
  confirmBan: {
    title: 'Banir conta?',
    text: (name: string, email: string) =>
      `A conta de ${name} (${email}) não poderá mais comentar. Os comentários dela que aguardam aprovação vão para o ` +
      'spam; os já aprovados continuam no site até você excluí-los.',
    action: 'Banir conta',
  },
  banDone: (name: string) => `Conta de ${name} banida.`,
  unbanDone: (name: string) => `Conta de ${name} desbanida: ela pode comentar de novo.`,
  banError: 'Não foi possível mudar a conta. Tente novamente.',
  replyDialog: {
    title: (name: string) => `Responder a ${name}`,
    label: 'Sua resposta',
    approvesToo: 'Ao responder, este comentário também é aprovado.',
    send: 'Enviar resposta',
    sent: 'Resposta publicada.',
    error: 'Não foi possível enviar a resposta. Tente novamente.',
  },
  rules: {
    open: 'Regras de moderação',
    title: 'Regras de moderação',
    intro: 'O que espera a sua aprovação antes de aparecer no site.',
    holdFirstComments: 'Segurar o primeiro comentário de cada leitor até a aprovação',
    holdCommentsWithLinks: 'Segurar comentários com links',
    ratingsNeedConfirmedEmail: 'Contar avaliações só de contas com e-mail confirmado',
    save: 'Salvar',
    saved: 'Regras salvas.',
    loadError: 'Não foi possível carregar as regras.',
    saveError: 'Não foi possível salvar as regras. Tente novamente.',
  },
  /** the sidebar badge's spoken text */
  pendingBadge: (n: number) => (n === 1 ? '1 comentário pendente' : `${count(n)} comentários pendentes`),
};
