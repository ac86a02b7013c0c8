// The dashboard's recipes screen (spec §2 "Dashboard recipes", §4 "Dashboard recipe modal", §8 "Recipes (dashboard)").
export const dashboardRecipes = {
  newRecipe: 'Nova receita',
  searchLabel: 'Buscar receitas',
  searchPlaceholder: 'Buscar por título, descrição ou autor...',
  statusFilterLabel: 'Filtrar por status',
  filters: { ALL: 'Todas', PUBLISHED: 'Publicadas', SCHEDULED: 'Agendadas', DRAFT: 'Rascunhos' },
  filterCount: (filter: string, count: number) => `${filter}: ${count.toLocaleString('pt-BR')}`,
  sortLabel: 'Ordenar por',
  sorts: {
    RELEVANCE: 'Mais relevantes',
    NEWEST: 'Mais recentes',
    TITLE: 'Título (A–Z)',
    MOST_VIEWED: 'Mais vistas',
    STATUS: 'Status',
  },
  total: (total: number) => `${total.toLocaleString('pt-BR')} ${total === 1 ? 'receita' : 'receitas'}`,
  paginationLabel: 'Páginas de receitas',
  listLabel: 'Receitas',
  status: {
    DRAFT: 'Rascunho',
    SCHEDULED: (when: string) => `Agendada para ${when}`,
    PUBLISHED: 'Publicada',
  },
  difficulty: { EASY: 'Fácil', MEDIUM: 'Média', HARD: 'Difícil' } as Record<string, string>,
  difficultyLabel: 'Dificuldade',
  cuisineLabel: 'Culinária',
  cookTimeLabel: 'Tempo de cozimento',
  by: (author: string) => `Por ${author}`,
  imageMissing: 'Receita sem foto',
  actions: {
    edit: 'Editar',
    delete: 'Excluir',
    duplicate: 'Duplicar',
    preview: 'Pré-visualizar',
    viewOnSite: 'Ver no site',
  },
  duplicated: (title: string) => `Cópia criada como rascunho: "${title}".`,
  duplicateError: 'Não foi possível duplicar a receita. Tente novamente.',
  newTab: 'abre em nova aba',
  actionLabel: (action: string, title: string) => `${action}: ${title}`,
  confirmDelete: (title: string) => `Tem certeza que deseja excluir a receita "${title}"?`,
  deleted: (title: string) => `Receita "${title}" movida para a lixeira.`,
  // Spec §8, as the original site wrote them.
  loadError: 'Failed to load recipes.',
  deleteError: 'Erro ao excluir receita. Tente novamente.',
  retry: 'Tentar novamente',
  empty: {
    title: 'Nenhuma receita encontrada',
    text: 'Comece criando sua primeira receita.',
    action: 'Criar receita',
  },
  noMatch: {
    title: 'Nenhuma receita corresponde à busca',
    text: 'Tente outras palavras ou escolha outro status.',
    action: 'Limpar busca e filtro',
  },
  selection: {
    select: (title: string) => `Selecionar: ${title}`,
    selectPage: 'Selecionar todas desta página',
    selected: (count: number) => `${count} ${count === 1 ? 'selecionada' : 'selecionadas'}`,
    clear: 'Limpar seleção',
    barLabel: 'Ações para as receitas selecionadas',
  },
  bulk: {
    PUBLISH: {
      action: 'Publicar',
      /** the selection bar's button (the confirmation says 'Publicar') */
      barAction: 'Publicar selecionadas',
      title: (count: number) => `Publicar ${count} ${count === 1 ? 'receita' : 'receitas'}?`,
      text: 'Rascunhos e agendadas passam a aparecer no site agora, com a data de hoje.',
      done: (count: number) =>
        count === 1 ? '1 receita publicada.' : `${count.toLocaleString('pt-BR')} receitas publicadas.`,
    },
    UNPUBLISH: {
      action: 'Despublicar',
      title: (count: number) => `Despublicar ${count} ${count === 1 ? 'receita' : 'receitas'}?`,
      text: 'Elas voltam a ser rascunhos e saem do site até serem publicadas de novo.',
      done: (count: number) =>
        count === 1 ? '1 receita despublicada.' : `${count.toLocaleString('pt-BR')} receitas despublicadas.`,
    },
    DELETE: {
      action: 'Excluir',
      title: (count: number) => `Excluir ${count} ${count === 1 ? 'receita' : 'receitas'}?`,
      text: 'Elas saem do site.',
      done: (count: number) =>
        count === 1
          ? '1 receita movida para a lixeira.'
          : `${count.toLocaleString('pt-BR')} receitas movidas para a lixeira.`,
    },
    error: 'Erro ao atualizar as receitas selecionadas. Tente novamente.',
    cancel: 'Cancelar',
  },
  deleteTitle: 'Excluir receita?',
  share: {
    title: 'Receita salva! Compartilhe:',
    notYetPublic: 'Os links passam a funcionar quando a receita for publicada.',
    facebook: 'Facebook',
    pinterest: 'Pinterest',
    whatsapp: 'WhatsApp',
    action: (network: string) => `Compartilhar no ${network} (abre em nova aba)`,
    close: 'Fechar aviso de compartilhamento',
  },
  previewPage: {
    banner: 'Pré-visualização',
    hint: 'Só administradores veem esta página.',
    back: 'Voltar ao painel',
    edit: 'Editar',
  },
};
