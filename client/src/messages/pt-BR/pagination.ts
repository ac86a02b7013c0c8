export const pagination = {
  label: 'Paginação',
  item: (type: string, page: number | null, selected: boolean) => {
    if (type === 'page') return selected ? `Página ${page}, página atual` : `Ir para a página ${page}`;
    if (type === 'previous') return 'Ir para a página anterior';
    if (type === 'next') return 'Ir para a próxima página';
    if (type === 'first') return 'Ir para a primeira página';
    return 'Ir para a última página';
  },
};
