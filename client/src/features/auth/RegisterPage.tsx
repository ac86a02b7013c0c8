import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { passwordLengthProblem } from '../../lib/password-policy';
import * as messages from '../../messages/pt-BR';
import { AuthField } from './AuthField';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { RegisterMutation } from './auth-operations';
import { useReturnTo } from './return-to';
import { useAuthSubmit } from './use-auth-submit';

const m = messages.auth;

/** /register: name, e-mail and password; the new account is signed in at once. */
export function RegisterPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [register, { loading }] = useMutation(RegisterMutation);
  const { returnTo, notice, query } = useReturnTo();
  const { error, checked, submit } = useAuthSubmit({
    required: m.registerRequired,
    failed: m.registerFailed,
    returnTo,
  });

  // The server's length rule, checked before sending; a common password is refused by the server in its own words.
  const passwordProblem = password ? passwordLengthProblem(password) : null;
  const onSubmit = () =>
    submit(
      Boolean(name.trim() && email.trim() && password),
      async () => {
        const input = { name: name.trim(), email: email.trim(), password };
        const { data } = await register({ variables: { input } });
        return data?.register.token;
      },
      passwordProblem,
    );

  return (
    <AuthLayout
      pageTitle={m.registerPageTitle}
      path="/register"
      title={m.registerTitle}
      subtitle={m.registerSubtitle}
      switchPrompt={m.hasAccount}
      switchLabel={m.toLogin}
      switchTo={`/login${query}`}
      notice={notice}
    >
      <AuthForm onSubmit={onSubmit} error={error} busy={loading} submitLabel={m.register} busyLabel={m.registering}>
        <AuthField
          label={m.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
          missing={checked && !name.trim()}
        />
        <AuthField
          label={m.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          missing={checked && !email.trim()}
        />
        <AuthField
          label={m.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          missing={checked && (!password || Boolean(passwordProblem))}
          helperText={(checked && passwordProblem) || messages.password.hint}
        />
      </AuthForm>
    </AuthLayout>
  );
}
