export const dashboard = {
  panel: 'Painel',
  /** the session ran out with the dashboard open: signing in again in place, nothing typed is lost */
  reauth: {
    title: 'Sua sessão expirou',
    text: 'Entre de novo para continuar: o que você estava fazendo continua aqui e é salvo assim que você entrar.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar e continuar',
    signingIn: 'Entrando...',
    cancel: 'Agora não',
    required: 'Informe e-mail e senha.',
    failed: 'Não foi possível entrar. Tente novamente.',
  },
  navLabel: 'Navegação do painel',
  openMenu: 'Abrir menu do painel',
  loadingScreen: 'Carregando a tela…',
  /** the site's clock (America/Sao_Paulo), named beside every time the dashboard shows or takes (lib/site-time.ts) */
  siteTimeZone: 'horário de Brasília',
  logout: 'Sair',
  viewSite: 'Ver site',
  signedInAs: 'Conectado como',
  admin: 'Administrador',
  nav: {
    overview: 'Dashboard',
    recipes: 'Receitas',
    categories: 'Categorias',
    users: 'Usuários',
    ebooks: 'E-books',
    contacts: 'Contatos',
    comments: 'Comentários',
    configurations: 'Configurações',
    media: 'Mídia',
    trash: 'Lixeira',
  },
  home: {
    title: 'Dashboard',
    subtitle: 'Bem-vindo ao seu painel',
  },
  sections: {
    recipes: {
      title: 'Gerenciamento de Recipes',
      summary: 'Crie, edite e publique receitas com fotos, ingredientes e passo a passo.',
    },
    categories: {
      title: 'Gerenciamento de Categorias',
      summary: 'Organize as receitas em categorias com imagem e descrição.',
    },
    users: {
      title: 'Gerenciamento de Usuários',
      summary: 'Cuide dos leitores e administradores e exporte os e-mails da newsletter.',
    },
    ebooks: {
      title: 'Gerenciar E-books',
      subtitle: 'Gerencie os e-books disponíveis na plataforma',
      summary: 'Cadastre e-books com capas, preços e links de compra.',
    },
    contacts: {
      title: 'Contatos',
      summary: 'Leia as mensagens enviadas pelo formulário Fale com a gente.',
    },
    comments: {
      title: 'Comentários',
      summary: 'Aprove, responda ou remova os comentários dos leitores.',
    },
    configurations: {
      title: 'Configurações do Site',
      summary: 'Destaques, cardápio da semana, redes sociais e parcerias.',
    },
  },
  // The data table every list screen shows (spec §2 "Shared interface parts").
  table: {
    loading: 'Carregando…',
    empty: 'Nenhum item encontrado',
    noImage: 'Sem imagem',
    newTab: 'abre em nova aba',
  },
  // The recipe field of the configuration and the e-book form, which searches on the server.
  recipePicker: {
    loading: 'Buscando receitas…',
    loadingTitle: 'Carregando…',
    /** a chosen id whose recipe no longer exists (deleted before references were kept true): saving drops it */
    missingTitle: 'Receita excluída (sai daqui ao salvar)',
    failed: 'Não foi possível buscar as receitas.',
    imageMissing: 'Sem imagem',
    status: { DRAFT: 'Rascunho', SCHEDULED: 'Agendada' } as Record<string, string>,
  },
  comingSoon: 'Em preparação',
  comingSoonText: 'Esta seção do painel está sendo preparada e chega em breve.',
};
