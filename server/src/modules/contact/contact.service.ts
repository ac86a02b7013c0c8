import { IsNull, type DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { badInput, notFound, tooManyRequests } from '../../shared/errors';
import { SlidingWindowLimiter } from '../../shared/rate-counters';
import { isEmail, normalizeEmail, optionalText, requiredText } from '../../shared/validation';
import type { Notifier } from '../mail/notifier';
import { ContactSubmission } from './contact.entity';
import type { ContactInput, ContactView } from './contact.types';

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifier: Notifier,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /** Stores a 'Fale com a gente' message and e-mails it to the site owner. */
  async submit(ctx: RequestContext, input: ContactInput): Promise<ContactView> {
    const fields = {
      nome: requiredText('nome', input.nome, 100),
      sobrenome: requiredText('sobrenome', input.sobrenome, 100),
      empresa: optionalText('empresa', input.empresa, 150),
      email: normalizeEmail(requiredText('email', input.email, 254)),
      telefone: requiredText('telefone', input.telefone, 40),
      assunto: requiredText('assunto', input.assunto, 200),
      mensagem: requiredText('mensagem', input.mensagem, 5000),
    };
    if (!isEmail(fields.email)) throw badInput('email', 'Por favor, insira um e-mail válido');
    if (!/^[+\d\s().-]{8,40}$/.test(fields.telefone)) throw badInput('telefone', 'Informe um telefone válido.');
    if (!(await this.limiter.hit(ctx.ip)))
      throw tooManyRequests('Muitas mensagens enviadas. Aguarde um minuto e tente novamente.');
    const saved = await transaction(this.ds, (em) => em.getRepository(ContactSubmission).save(fields));
    await this.notifier.contactReceived(saved);
    return saved;
  }

  list(_ctx: RequestContext): Promise<ContactView[]> {
    return this.ds.getRepository(ContactSubmission).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  unreadCount(_ctx: RequestContext): Promise<number> {
    return this.ds.getRepository(ContactSubmission).countBy({ readAt: IsNull() });
  }

  /** Idempotent: a second opening keeps the first reading time. */
  async markRead(_ctx: RequestContext, id: number, now = new Date()): Promise<ContactView> {
    const repo = this.ds.getRepository(ContactSubmission);
    await transaction(this.ds, (em) =>
      em.getRepository(ContactSubmission).update({ id, readAt: IsNull() }, { readAt: now }),
    );
    const contact = await repo.findOneBy({ id });
    if (!contact) throw notFound('Contato não encontrado.');
    return contact;
  }
}
