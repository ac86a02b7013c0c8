// The dashboard's home (spec §2 "Dashboard layout": title 'Dashboard', text 'Bem-vindo ao seu painel') and its figures.
export const dashboardOverview = {
  figuresLabel: 'Números do site',
  stats: {
    published: 'Receitas publicadas',
    scheduled: 'Agendadas',
    drafts: 'Rascunhos',
    subscribers: 'Assinantes da newsletter',
    unreadContacts: 'Contatos não lidos',
  },
  views: {
    title: 'Visualizações nos últimos 30 dias',
    total: (n: number) => `${n.toLocaleString('pt-BR')} no período`,
    today: (n: number) => `${n.toLocaleString('pt-BR')} hoje`,
    series: 'Visualizações',
    none: 'Ainda não há visitas de leitores neste período: o gráfico conta só visitas reais.',
    chartLabel: (total: number, today: number) =>
      `Gráfico de visualizações por dia nos últimos 30 dias: ${total} no total, ${today} hoje.`,
  },
  top: {
    title: 'Mais vistas nos últimos 30 dias',
    views: (n: number) => (n === 1 ? '1 visualização' : `${n.toLocaleString('pt-BR')} visualizações`),
    empty: 'Nenhuma visualização nos últimos 30 dias.',
  },
  comments: {
    title: 'Comentários recentes',
    reply: 'Resposta',
    stars: (n: number) => `${n} de 5 estrelas`,
    on: 'em',
    moderate: 'Moderar',
    moderateLabel: (recipe: string) => `Moderar comentários de ${recipe}`,
    empty: 'Nenhum comentário ainda.',
  },
  loadError: 'Não foi possível carregar os números do painel.',
  retry: 'Tentar novamente',
};
