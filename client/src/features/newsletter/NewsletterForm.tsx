/** A newsletter sign-up inside a page. TODO(issue 9, newsletter): the form with spec §5's rules. */
export function NewsletterForm(_props: { source: string }) {
  return null;
}
