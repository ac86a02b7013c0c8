export const carousel = {
  roleDescription: 'carrossel',
  slide: 'item',
  position: (n: number, total: number) => `${n} de ${total}`,
  scrollHint: (label: string) => `${label}: use as setas do teclado para rolar`,
};
