// The signed-in reader's account menu beyond what the header shows before it opens (that part is layout.account):
// its own section, so these strings load with the menu and not with every page.
export const account = {
  logoutEverywhere: 'Sair de todos os dispositivos',
  loggedOutEverywhere: 'Pronto: sua conta saiu de todos os outros dispositivos. Este continua conectado.',
  logoutEverywhereFailed: 'Não foi possível sair de todos os dispositivos. Tente novamente.',
};
