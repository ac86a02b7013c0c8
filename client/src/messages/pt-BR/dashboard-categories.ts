// The dashboard's categories screen with its cravings and occasions tabs (spec §2 "Dashboard categories",
// §4 "Category modal", §5 "Category", §8 "Categories"). Cravings and occasions follow the categories' wording.

interface TermCopy {
  tab: string;
  newItem: string;
  searchLabel: string;
  searchPlaceholder: string;
  listLabel: string;
  shown: (shown: number, total: number) => string;
  empty: { title: string; text: string; action: string };
  noMatch: { title: string; text: string; action: string };
  createTitle: string;
  createSubmit: string;
  editTitle: string;
  editSubmit: string;
  nameRequired: string;
  imageLabel: string;
  /** a save refused because it was saved elsewhere since the list loaded (versioned kinds only) */
  conflictTitle?: string;
  deleteTitle: string;
  confirmDelete: (name: string) => string;
  /** what happens to the recipes that had it */
  deleteNote: string;
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  created: (name: string) => string;
  updated: (name: string) => string;
  deleted: (name: string) => string;
}

const count = (shown: number, total: number, one: string, many: string) =>
  shown === total ? `${total} ${total === 1 ? one : many}` : `${shown} de ${total} ${total === 1 ? one : many}`;

const categories: TermCopy = {
  tab: 'Categorias',
  newItem: 'Nova Categoria',
  searchLabel: 'Buscar categorias',
  searchPlaceholder: 'Buscar por nome ou descrição...',
  listLabel: 'Categorias',
  shown: (shown, total) => count(shown, total, 'categoria', 'categorias'),
  empty: {
    title: 'Nenhuma categoria encontrada',
    text: 'Comece criando sua primeira categoria.',
    action: 'Criar categoria',
  },
  noMatch: {
    title: 'Nenhuma categoria encontrada',
    text: 'Nenhuma categoria tem essas palavras no nome ou na descrição.',
    action: 'Limpar busca',
  },
  createTitle: 'Criar Nova Categoria',
  createSubmit: 'Criar Categoria',
  editTitle: 'Editar Categoria',
  editSubmit: 'Atualizar Categoria',
  nameRequired: 'Nome da categoria é obrigatório',
  imageLabel: 'Imagem da categoria',
  conflictTitle: 'A categoria mudou enquanto você editava',
  deleteTitle: 'Excluir categoria',
  confirmDelete: (name) => `Tem certeza que deseja excluir a categoria "${name}"?`,
  deleteNote: 'As receitas dela continuam publicadas, apenas sem esta categoria.',
  loadError: 'Erro ao carregar categorias. Tente novamente.',
  createError: 'Erro ao criar categoria. Tente novamente.',
  updateError: 'Erro ao atualizar categoria. Tente novamente.',
  deleteError: 'Erro ao excluir categoria. Tente novamente.',
  created: (name) => `Categoria "${name}" criada.`,
  updated: (name) => `Categoria "${name}" atualizada.`,
  deleted: (name) => `Categoria "${name}" movida para a lixeira.`,
};

const cravings: TermCopy = {
  tab: 'Vontades',
  newItem: 'Nova Vontade',
  searchLabel: 'Buscar vontades',
  searchPlaceholder: 'Buscar por nome ou descrição...',
  listLabel: 'Vontades',
  shown: (shown, total) => count(shown, total, 'vontade', 'vontades'),
  empty: {
    title: 'Nenhuma vontade encontrada',
    text: 'Comece criando sua primeira vontade.',
    action: 'Criar vontade',
  },
  noMatch: {
    title: 'Nenhuma vontade encontrada',
    text: 'Nenhuma vontade tem essas palavras no nome ou na descrição.',
    action: 'Limpar busca',
  },
  createTitle: 'Criar Nova Vontade',
  createSubmit: 'Criar Vontade',
  editTitle: 'Editar Vontade',
  editSubmit: 'Atualizar Vontade',
  nameRequired: 'Nome da vontade é obrigatório',
  imageLabel: 'Imagem da vontade',
  deleteTitle: 'Excluir vontade',
  confirmDelete: (name) => `Tem certeza que deseja excluir a vontade "${name}"?`,
  deleteNote: 'As receitas dela continuam publicadas, apenas sem esta vontade.',
  loadError: 'Erro ao carregar vontades. Tente novamente.',
  createError: 'Erro ao criar vontade. Tente novamente.',
  updateError: 'Erro ao atualizar vontade. Tente novamente.',
  deleteError: 'Erro ao excluir vontade. Tente novamente.',
  created: (name) => `Vontade "${name}" criada.`,
  updated: (name) => `Vontade "${name}" atualizada.`,
  deleted: (name) => `Vontade "${name}" excluída.`,
};

const occasions: TermCopy = {
  tab: 'Ocasiões',
  newItem: 'Nova Ocasião',
  searchLabel: 'Buscar ocasiões',
  searchPlaceholder: 'Buscar por nome...',
  listLabel: 'Ocasiões',
  shown: (shown, total) => count(shown, total, 'ocasião', 'ocasiões'),
  empty: {
    title: 'Nenhuma ocasião encontrada',
    text: 'Comece criando sua primeira ocasião.',
    action: 'Criar ocasião',
  },
  noMatch: {
    title: 'Nenhuma ocasião encontrada',
    text: 'Nenhuma ocasião tem essas palavras no nome.',
    action: 'Limpar busca',
  },
  createTitle: 'Criar Nova Ocasião',
  createSubmit: 'Criar Ocasião',
  editTitle: 'Editar Ocasião',
  editSubmit: 'Atualizar Ocasião',
  nameRequired: 'Nome da ocasião é obrigatório',
  imageLabel: 'Imagem da ocasião',
  deleteTitle: 'Excluir ocasião',
  confirmDelete: (name) => `Tem certeza que deseja excluir a ocasião "${name}"?`,
  deleteNote: 'As receitas dela continuam publicadas, apenas sem esta ocasião.',
  loadError: 'Erro ao carregar ocasiões. Tente novamente.',
  createError: 'Erro ao criar ocasião. Tente novamente.',
  updateError: 'Erro ao atualizar ocasião. Tente novamente.',
  deleteError: 'Erro ao excluir ocasião. Tente novamente.',
  created: (name) => `Ocasião "${name}" criada.`,
  updated: (name) => `Ocasião "${name}" atualizada.`,
  deleted: (name) => `Ocasião "${name}" excluída.`,
};

export const dashboardCategories = {
  tabsLabel: 'O que gerenciar',
  terms: { categories, cravings, occasions },
  columns: {
    image: 'Imagem',
    name: 'Nome',
    description: 'Descrição',
    createdAt: 'Data de criação',
    actions: 'Ações',
  },
  fields: {
    name: 'Nome',
    description: 'Descrição',
    descriptionHelp: 'Opcional.',
  },
  // the rest of the image field says what every image field of the dashboard says (messages.formKit.image)
  image: {
    help: 'JPEG, PNG, WebP, AVIF ou GIF, até 10 MB. A imagem é enviada ao salvar.',
    uploadError: 'Erro ao fazer upload da imagem',
  },
  actions: {
    edit: (name: string) => `Editar ${name}`,
    delete: (name: string) => `Excluir ${name}`,
    cancel: 'Cancelar',
    confirmDelete: 'Excluir',
    retry: 'Tentar novamente',
  },
  unexpectedError: 'Erro inesperado. Tente novamente.',
};
