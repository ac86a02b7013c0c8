import type { ShareButtonsProps } from '../../lib/slots';

/** Share targets for a recipe. TODO(issue 9, sharing): Facebook, Pinterest, WhatsApp, e-mail, copy link, print. */
export function ShareButtons(_props: ShareButtonsProps) {
  return null;
}
