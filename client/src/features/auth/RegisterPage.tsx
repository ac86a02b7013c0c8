/** Placeholder: replaced by the real screen. */
export function RegisterPage() {
  return <p>Register</p>;
}
