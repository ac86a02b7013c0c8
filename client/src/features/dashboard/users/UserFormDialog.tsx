import { useMutation } from '@apollo/client/react';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { USER_BOUNDS } from '@receitas/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as messages from '../../../messages/pt-BR';
import { FormDialog } from '../form-kit/FormDialog';
import { FormTextField } from '../form-kit/FormTextField';
import { useEntityForm } from '../form-kit/use-entity-form';
import { useOpeningKey } from '../form-kit/use-opening-key';
import { describeUserFailure } from './user-errors';
import { emptyUserForm, ROLES, userFormValues, userSchema } from './user-schema';
import { CreateUserMutation, UpdateUserMutation, type DashboardUser } from './users-operations';

const t = messages.dashboardUsers;
const f = t.form;
const SCHEMAS = { create: userSchema('create'), update: userSchema('update') };

export interface UserFormDialogProps {
  open: boolean;
  /** null: create a new user */
  user: DashboardUser | null;
  /** the signed-in admin's id: editing their own account warns before they lose the dashboard */
  selfId: number | null;
  onClose: () => void;
  onSaved: (user: DashboardUser, mode: 'create' | 'update') => void;
}

/** The user create/edit modal (spec §4 "Dashboard user modal", §5 "User save"); each opening starts afresh. */
export function UserFormDialog(props: UserFormDialogProps) {
  const opening = useOpeningKey(props.open);
  return <UserForm key={`${opening}:${props.user?.id ?? 'new'}`} {...props} />;
}

function UserForm({ open, user, selfId, onClose, onSaved }: UserFormDialogProps) {
  const mode = user ? 'update' : 'create';
  const [showPassword, setShowPassword] = useState(false);
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const entity = useEntityForm({
    schema: SCHEMAS[mode],
    defaultValues: user ? userFormValues(user) : emptyUserForm(),
    labels: { name: f.name, email: f.email, password: f.password, role: f.role },
    onSubmit: async (input) => {
      const saved = user
        ? (await updateUser({ variables: { id: user.id, input } })).data?.updateUser
        : (await createUser({ variables: { input } })).data?.createUser;
      if (!saved) throw new Error('The server answered without the user');
      onSaved(saved, mode);
      onClose();
    },
    describeFailure: (error) => ({ text: describeUserFailure(user ? t.updateError : t.createError, error) }),
  });
  const role = useWatch({ control: entity.form.control, name: 'role' });
  const demotingSelf = user !== null && user.id === selfId && user.role === 'ADMIN' && role !== 'ADMIN';

  return (
    <FormDialog
      open={open}
      title={user ? f.titleEdit : f.titleCreate}
      label={f.label}
      entity={entity}
      submitLabel={user ? f.update : f.create}
      onClose={onClose}
      discardText={f.discard.text}
    >
      <FormTextField
        entity={entity}
        name="name"
        label={f.name}
        required
        fullWidth
        autoFocus
        maxLength={USER_BOUNDS.name}
        htmlInput={{ autoComplete: 'off' }}
      />
      <FormTextField
        entity={entity}
        name="email"
        label={f.email}
        type="email"
        required
        fullWidth
        maxLength={USER_BOUNDS.email}
        htmlInput={{ autoComplete: 'off', spellCheck: false }}
      />
      <FormTextField
        entity={entity}
        name="password"
        label={f.password}
        type={showPassword ? 'text' : 'password'}
        helperText={user ? f.passwordEditHint : f.passwordCreateHint}
        required={!user}
        fullWidth
        maxLength={USER_BOUNDS.passwordMax}
        htmlInput={{ autoComplete: 'new-password' }}
        input={{
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? f.hidePassword : f.showPassword}
                aria-pressed={showPassword}
                edge="end"
                size="small"
                disabled={entity.saving}
              >
                {showPassword ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        }}
      />
      <FormTextField
        entity={entity}
        name="role"
        label={f.role}
        helperText={f.roleHints[role]}
        select
        required
        fullWidth
      >
        {ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t.roles[option]}
          </MenuItem>
        ))}
      </FormTextField>
      {demotingSelf && (
        <Alert severity="warning" role="status">
          {f.selfDemotion}
        </Alert>
      )}
    </FormDialog>
  );
}
