/** Placeholder: replaced by the real screen. */
export function LoginPage() {
  return <p>Login</p>;
}
