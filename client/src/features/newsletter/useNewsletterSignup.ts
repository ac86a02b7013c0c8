import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isEmailShaped } from '../../lib/email-shape';
import { SubscribeNewsletterMutation } from './newsletter-operations';
import { rememberSubscription } from './subscription-memory';

/**
 * The sign-up of the page forms (footer, home, recipe page): spec §5, an invalid address silently does nothing; spec §8,
 * a failure is only logged and the button comes back. `done` turns true after a success (the field is cleared,
 * and the sign-up is remembered so the home page's modal stays hidden).
 */
export function useNewsletterSignup(source: string) {
  const [email, setEmailValue] = useState('');
  const [done, setDone] = useState(false);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);

  const setEmail = (value: string) => {
    setEmailValue(value);
    setDone(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailShaped(address) || loading) return;
    try {
      const { data } = await subscribe({ variables: { email: address, source } });
      if (data?.subscribeNewsletter.success) {
        rememberSubscription(address);
        setEmailValue('');
        setDone(true);
      } else {
        console.warn('Inscrição na newsletter recusada', data?.subscribeNewsletter.message);
      }
    } catch (error) {
      console.error('Falha na inscrição da newsletter', error);
    }
  };

  return { email, setEmail, sending: loading, done, onSubmit };
}
