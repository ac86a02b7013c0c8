// The recipe page's affiliate disclaimer and author box (the creator's profile comes from the site configuration).
export const creator = {
  affiliateTitle: 'Transparência',
  affiliate:
    'Este post pode conter links de afiliados: se você comprar um utensílio por um deles, eu posso ganhar uma pequena comissão, sem nenhum custo extra para você. Só indico o que uso e aprovo na minha cozinha.',
  kicker: 'Quem cozinha por aqui',
  photoAlt: (name: string) => `Foto de ${name}`,
  aboutLink: 'Conheça minha história',
  socialTitle: (name: string) => `${name} nas redes sociais`,
};
