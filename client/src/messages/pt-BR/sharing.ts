export const sharing = {
  groupLabel: 'Compartilhar esta receita',
  railTitle: 'Compartilhe',
  inlineTitle: 'Gostou? Compartilhe esta receita',
  newTab: 'abre em nova aba',
  facebook: { label: 'Facebook', action: 'Compartilhar no Facebook' },
  pinterest: { label: 'Pinterest', action: 'Salvar no Pinterest' },
  whatsapp: { label: 'WhatsApp', action: 'Enviar pelo WhatsApp' },
  email: { label: 'E-mail', action: 'Enviar por e-mail' },
  copy: { label: 'Copiar link', action: 'Copiar link da receita' },
  print: { label: 'Imprimir', action: 'Imprimir receita' },
  native: { label: 'Compartilhar', action: 'Compartilhar pelo celular' },
  copied: 'Link copiado!',
  copyPrompt: 'Copie o link da receita:',
  // Spec §9: the share title when a recipe has none, and the e-mail body, as the original site wrote them.
  defaultTitle: 'Delicious Recipe',
  emailBody: (url: string) => `Check out this recipe: ${url}`,
};
