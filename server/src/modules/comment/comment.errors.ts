import { badInput, conflict, forbidden, notFound, tooManyRequests, unauthenticated } from '../../shared/errors';

/** The longest comment or reply, in characters. */
export const COMMENT_MAX = 5000;
/** The most links one comment may carry (more is what link spam looks like, not a reader's note). */
export const COMMENT_MAX_LINKS = 3;

/** What a reader or API client is told when a comment is refused (pt-BR, shown as is). */
export const COMMENT_MESSAGES = {
  signInToComment: 'Você precisa estar logado para enviar um comentário',
  empty: 'O comentário não pode ficar vazio.',
  tooLong: `O comentário deve ter no máximo ${COMMENT_MAX} caracteres.`,
  tooManyLinks: `O comentário pode ter no máximo ${COMMENT_MAX_LINKS} links.`,
  unknownParent: 'O comentário respondido não existe nesta receita.',
  badScore: 'A avaliação deve ser de 1 a 5 estrelas.',
  duplicate: 'Você já enviou este mesmo comentário nesta receita.',
  tooManyFromAccount: 'Você enviou muitos comentários seguidos. Aguarde um minuto.',
  tooManyFromAddress: 'Muitos comentários enviados a partir desta rede. Aguarde alguns minutos e tente novamente.',
  tooManyOnRecipe: 'Esta receita está recebendo muitos comentários agora. Tente novamente em alguns minutos.',
  notFound: 'Comentário não encontrado.',
  notYours: 'Você só pode excluir os seus comentários.',
  banned: 'Sua conta não pode mais comentar neste site.',
  cannotBanAdmin: 'Uma conta de administrador não pode ser banida.',
  userNotFound: 'Usuário não encontrado.',
  noneChosen: 'Escolha pelo menos um comentário.',
  tooManyChosen: 'Escolha no máximo 100 comentários de cada vez.',
} as const;

export const commentErrors = {
  signInToComment: () => unauthenticated(COMMENT_MESSAGES.signInToComment),
  empty: () => badInput('content', COMMENT_MESSAGES.empty),
  tooLong: () => badInput('content', COMMENT_MESSAGES.tooLong),
  tooManyLinks: () => badInput('content', COMMENT_MESSAGES.tooManyLinks),
  unknownParent: () => badInput('parentCommentId', COMMENT_MESSAGES.unknownParent),
  badScore: () => badInput('score', COMMENT_MESSAGES.badScore),
  duplicate: () => conflict(COMMENT_MESSAGES.duplicate),
  tooMany: (message: string) => tooManyRequests(message),
  notFound: () => notFound(COMMENT_MESSAGES.notFound),
  notYours: () => forbidden(COMMENT_MESSAGES.notYours),
  banned: () => forbidden(COMMENT_MESSAGES.banned),
  cannotBanAdmin: () => badInput('userId', COMMENT_MESSAGES.cannotBanAdmin),
  userNotFound: () => notFound(COMMENT_MESSAGES.userNotFound),
  noneChosen: () => badInput('ids', COMMENT_MESSAGES.noneChosen),
  tooManyChosen: () => badInput('ids', COMMENT_MESSAGES.tooManyChosen),
};
