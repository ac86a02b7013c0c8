// The dashboard's form kit: what every create/edit dialog and image field says the same way.
export const formKit = {
  cancel: 'Cancelar',
  saving: 'Salvando...',
  summaryTitle: 'Corrija estes pontos antes de salvar:',
  /** the session ran out and she chose not to sign in again: nothing was saved, the form stays */
  sessionExpired: 'Sua sessão expirou e nada foi salvo. Entre de novo e salve: o formulário continua aqui.',
  /** the title of the save button: the keyboard shortcut (⌘ on a Mac) */
  shortcutHint: 'Ctrl+S salva',
  /** a problem in the error summary, naming its field */
  summaryItem: (label: string, message: string) => `${label}: ${message}`,
  /** a save refused because the item changed on the site since the form opened (stale-merge.ts) */
  conflict: {
    text: 'Alguém salvou em outra aba ou em outro aparelho depois que você abriu o formulário. Escolha, campo por campo, o que fica:',
    mine: 'Manter as minhas',
    theirs: 'Usar as do servidor',
    mineLabel: 'Suas',
    theirsLabel: 'No site',
    youChanged: 'Você também alterou este campo.',
    save: 'Salvar com estas escolhas',
    cancel: 'Voltar ao formulário',
    loading: 'Buscando a versão do site…',
    loadError: 'Não foi possível buscar a versão do site. Tente salvar de novo.',
    nothingChanged: 'Nenhum campo ficou diferente do que você tem: salve de novo para guardar suas alterações.',
    empty: '(vazio)',
    image: 'Imagem',
    noImage: 'Sem imagem',
  },
  discard: {
    title: 'Descartar alterações?',
    text: 'O que você preencheu ainda não foi salvo e será perdido.',
    confirm: 'Descartar',
    keepEditing: 'Continuar editando',
  },
  validation: {
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
    httpUrl: 'Informe um endereço completo, começando com http:// ou https://.',
    number: (min: number, max: number) =>
      `Informe um número de ${min.toLocaleString('pt-BR')} a ${max.toLocaleString('pt-BR')}.`,
    wholeNumber: 'Informe um número inteiro.',
    // three digits after one separator: thousands in Brazil, decimals in the US; asked again, never guessed
    moneyAmbiguous: 'Não ficou claro o valor: escreva os centavos com vírgula, como 29,90 (ou 1.234,00 para milhares).',
  },
  money: {
    currency: 'R$',
    placeholder: '29,90',
  },
  image: {
    choose: 'Escolher imagem',
    replace: 'Trocar imagem',
    remove: 'Remover imagem',
    fromLibrary: 'Escolher da biblioteca',
    preview: (label: string) => `Pré-visualização: ${label}`,
    /** the empty frame, for screen readers */
    placeholder: (label: string) => `${label}: nenhuma imagem escolhida`,
    none: 'Nenhuma imagem escolhida.',
    current: 'Imagem atual.',
    pending: 'Será enviada ao salvar.',
    help: 'JPEG, PNG, WebP, AVIF ou GIF, até 10 MB.',
    notImage: 'Escolha um arquivo de imagem (JPEG, PNG, WebP, AVIF ou GIF).',
    tooLarge: 'A imagem deve ter no máximo 10 MB.',
    uploading: 'Enviando imagem...',
    progress: 'Progresso do envio da imagem',
    uploadError: 'Erro ao fazer upload da imagem',
    keptPrevious: 'A imagem anterior foi mantida.',
    alt: 'Texto alternativo',
    altHelp: 'Descreva a imagem para quem não pode vê-la.',
    focalPoint: {
      label: 'Ponto de foco da imagem',
      help: 'Clique na foto para escolher o que os cortes para Google e redes sociais mantêm à vista.',
      keys: 'Com o teclado: setas movem o ponto; com Shift, em passos menores.',
      position: (x: number, y: number) => `${x}% da esquerda, ${y}% do topo`,
      crops: 'Cortes para Google e redes sociais',
      crop: (ratio: string) => `Corte ${ratio}`,
      saving: 'Salvando ponto de foco…',
      saved: 'Ponto de foco salvo.',
      saveError: 'Não foi possível salvar o ponto de foco. Ele continua onde você marcou.',
      retry: 'Tentar de novo',
    },
  },
};
