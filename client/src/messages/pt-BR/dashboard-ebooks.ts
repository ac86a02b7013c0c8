// The dashboard's e-books screen (spec §2 "Dashboard e-books", §4 "E-book modal", §5 "E-book save",
// §8 "E-books (dashboard)"). The spec's strings are quoted exactly.
export const dashboardEbooks = {
  newEbook: 'Novo E-book',
  searchLabel: 'Buscar e-books',
  searchPlaceholder: 'Buscar por título ou autor...',
  listLabel: 'E-books',
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'e-book' : 'e-books'}`
      : `${shown} de ${total} ${total === 1 ? 'e-book' : 'e-books'}`,
  columns: {
    cover: 'Capa',
    title: 'Título',
    author: 'Autor',
    price: 'Preço',
    publicationDate: 'Data de Publicação',
    actions: 'Ações',
  },
  recipeCount: (n: number) => (n === 0 ? 'Nenhuma receita' : n === 1 ? '1 receita' : `${n} receitas`),
  actions: {
    view: (title: string) => `Ver ${title}`,
    edit: (title: string) => `Editar ${title}`,
    delete: (title: string) => `Excluir ${title}`,
  },
  empty: {
    title: 'Nenhum e-book encontrado',
    text: 'Comece criando seu primeiro e-book.',
    action: 'Adicione seu primeiro e-book',
  },
  noMatch: {
    title: 'Nenhum e-book encontrado',
    text: 'Nenhum título ou autor corresponde à busca.',
    action: 'Limpar busca',
  },
  confirmDelete: {
    title: 'Excluir e-book',
    text: (title: string) => `Tem certeza que deseja excluir o e-book "${title}"?`,
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  deleted: (title: string) => `E-book "${title}" movido para a lixeira.`,
  created: (title: string) => `E-book "${title}" criado.`,
  updated: (title: string) => `E-book "${title}" atualizado.`,
  retry: 'Tentar novamente',
  // spec §8, exactly
  errors: {
    load: 'Erro ao carregar e-books. Tente novamente.',
    verticalUpload: 'Erro ao fazer upload da imagem vertical',
    horizontalUpload: 'Erro ao fazer upload da imagem horizontal',
    update: 'Erro ao atualizar e-book. Tente novamente.',
    create: 'Erro ao criar e-book. Tente novamente.',
    delete: 'Erro ao excluir e-book. Tente novamente.',
    unexpected: 'Erro inesperado. Tente novamente.',
  },
  form: {
    titleCreate: 'Criar Novo E-book',
    titleEdit: 'Editar E-book',
    /** a save refused because the e-book was saved elsewhere since the form opened */
    conflictTitle: 'O e-book mudou enquanto você editava',
    label: 'Dados do e-book',
    title: 'Título',
    author: 'Autor',
    price: 'Preço',
    publicationDate: 'Data de Publicação',
    publicationDateHelp: 'Em branco: hoje.',
    externalUrl: 'URL Externa',
    externalUrlPlaceholder: 'https://',
    verticalCover: 'Imagem Vertical da Capa',
    horizontalCover: 'Imagem Horizontal da Capa',
    recipes: 'Receitas neste e-book',
    recipesHelp: 'Na ordem em que aparecem no e-book.',
    recipesPlaceholder: 'Buscar receita...',
    recipesNone: 'Nenhuma receita encontrada',
    recipesMax: (max: number) => `No máximo ${max} receitas por e-book.`,
    create: 'Criar E-book',
    update: 'Atualizar E-book',
    // the form kit's "Descartar alterações?" question says this
    discard: { text: 'O que você preencheu neste e-book ainda não foi salvo e será perdido.' },
  },
  // spec §5 "E-book save", in its order
  validation: {
    titleAndAuthor: 'Título e autor são obrigatórios',
    price: 'Preço deve ser maior que zero',
    externalUrl: 'URL externa é obrigatória',
    images: 'Imagens vertical e horizontal são obrigatórias',
    // beyond the spec: the server's rules, said before anything is sent
    priceShape: 'O preço deve ter no máximo duas casas decimais e ser de até R$ 100.000,00.',
    externalUrlShape: 'A URL externa deve ser um endereço completo, começando com http:// ou https://.',
    // an ambiguous price ('1.234') is asked again with the form kit's message
  },
};
