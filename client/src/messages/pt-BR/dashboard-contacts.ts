// The dashboard's contacts screen (spec §2 "Dashboard contacts", §4 "Contacts", §8 "Contacts").
export const dashboardContacts = {
  listLabel: 'Mensagens de contato',
  columns: { sender: 'Remetente', subject: 'Assunto', date: 'Data', status: 'Situação', details: 'Ações' },
  unread: 'Não lida',
  read: 'Lida',
  details: 'Ver Detalhes',
  detailsOf: (name: string) => `Ver Detalhes: ${name}`,
  shown: (total: number, unread: number) =>
    `${total} ${total === 1 ? 'mensagem' : 'mensagens'}` +
    (unread ? ` · ${unread} ${unread === 1 ? 'não lida' : 'não lidas'}` : ''),
  // Spec §8, as the original site wrote them.
  empty: 'Nenhum contato encontrado.',
  emptyText: 'As mensagens enviadas pelo formulário Fale com a gente aparecem aqui.',
  loadError: 'Failed to load contacts. Please try again.',
  retry: 'Tentar novamente',
  dialogTitle: 'Detalhes do contato',
  fields: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    company: 'Empresa',
    subject: 'Assunto',
    receivedAt: 'Recebida em',
    message: 'Mensagem',
  },
  noCompany: 'Não informada',
  replyByEmail: 'Responder por e-mail',
  close: 'Fechar',
  /** the sidebar badge's spoken text */
  unreadBadge: (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`),
};
