import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';
import { AuthField } from './AuthField';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { LoginMutation } from './auth-operations';
import { useReturnTo } from './return-to';
import { RedeemSignInLink, RequestSignInLink } from './SignInLink';
import { useAuthSubmit } from './use-auth-submit';

const m = messages.auth;

/** /login and /auth/login: e-mail and password, then the dashboard for admins or home for readers. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { loading }] = useMutation(LoginMutation);
  const { returnTo, notice, query } = useReturnTo();
  const linkSecret = useSearchParams()[0].get('link');
  const { error, checked, submit } = useAuthSubmit({ required: m.loginRequired, failed: m.loginFailed, returnTo });

  const onSubmit = () =>
    submit(Boolean(email.trim() && password), async () => {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      return data?.login.token;
    });

  return (
    <AuthLayout
      pageTitle={m.loginPageTitle}
      path="/login"
      title={m.loginTitle}
      subtitle={m.loginSubtitle}
      switchPrompt={m.noAccount}
      switchLabel={m.toRegister}
      switchTo={`/register${query}`}
      notice={notice}
    >
      {linkSecret && <RedeemSignInLink secret={linkSecret} returnTo={returnTo} />}
      <AuthForm onSubmit={onSubmit} error={error} busy={loading} submitLabel={m.login} busyLabel={m.loggingIn}>
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
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          missing={checked && !password}
        />
      </AuthForm>
      {error && <RequestSignInLink email={email} />}
    </AuthLayout>
  );
}
