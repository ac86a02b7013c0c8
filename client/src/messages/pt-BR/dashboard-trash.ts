/** The trash (dashboard/trash): deleted recipes, e-books and categories, kept 30 days. */
export const dashboardTrash = {
  title: 'Lixeira',
  intro:
    'Receitas, e-books e categorias excluídos ficam aqui por 30 dias e podem ser restaurados. Depois disso, são apagados para sempre.',
  kinds: { ALL: 'Tudo', RECIPE: 'Receitas', EBOOK: 'E-books', CATEGORY: 'Categorias' },
  kind: { RECIPE: 'Receita', EBOOK: 'E-book', CATEGORY: 'Categoria' },
  filterLabel: 'Mostrar',
  columns: { item: 'Item', deletedAt: 'Excluído em', purgeAt: 'Apagado para sempre em', actions: 'Ações' },
  deletedBy: (name: string) => `por ${name}`,
  restore: 'Restaurar',
  restoreLabel: (title: string) => `Restaurar ${title}`,
  deleteForever: 'Excluir para sempre',
  deleteForeverLabel: (title: string) => `Excluir para sempre ${title}`,
  emptyTrash: 'Esvaziar lixeira',
  empty: 'A lixeira está vazia.',
  emptyHint: 'O que você excluir aparece aqui por 30 dias.',
  loadError: 'Não foi possível carregar a lixeira. Tente novamente.',
  retry: 'Tentar novamente',
  restored: (title: string) => `"${title}" foi restaurado.`,
  restoreError: 'Não foi possível restaurar. Tente novamente.',
  deletedForever: (title: string) => `"${title}" foi apagado para sempre.`,
  deleteForeverError: 'Não foi possível apagar. Tente novamente.',
  emptied: (count: number) => (count === 1 ? '1 item apagado para sempre.' : `${count} itens apagados para sempre.`),
  confirmForever: {
    title: 'Excluir para sempre?',
    text: (title: string) => `"${title}" será apagado para sempre. Esta ação não pode ser desfeita.`,
    confirm: 'Excluir para sempre',
    cancel: 'Cancelar',
  },
  confirmEmpty: {
    title: 'Esvaziar a lixeira?',
    text: (count: number) =>
      `${count === 1 ? 'O item da lixeira será apagado' : `Os ${count} itens da lixeira serão apagados`} para sempre. Esta ação não pode ser desfeita.`,
    confirm: 'Esvaziar lixeira',
    cancel: 'Cancelar',
  },
  /** said in every delete confirmation, under the question */
  keptFor30Days: 'Fica na lixeira por 30 dias e pode ser restaurado de lá.',
  /** the toast after a delete */
  undo: 'Desfazer',
  undone: (title: string) => `"${title}" voltou da lixeira.`,
  undoneMany: (count: number) => (count === 1 ? '1 item voltou da lixeira.' : `${count} itens voltaram da lixeira.`),
  undoError: 'Não foi possível desfazer. Restaure pela Lixeira.',
  /** the places the site's configuration points to what is being deleted */
  impact: {
    loading: 'Conferindo onde é usado…',
    title: 'Em uso no site:',
    removed: 'Ao excluir, deixa de aparecer nesses lugares (a página inicial passa a mostrar outro item).',
    error: 'Não foi possível conferir onde é usado.',
  },
  page: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
};
