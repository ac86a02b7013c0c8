import { useMutation } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Role } from '../../../gql/graphql';
import { PASSWORD_MAX } from '../../../lib/password-policy';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { describeUserFailure } from './user-errors';
import {
  EMAIL_MAX,
  NAME_MAX,
  ROLES,
  emptyUserForm,
  fromUser,
  sameUserForm,
  toUserInput,
  validateUser,
  type DashboardUser,
  type UserField,
  type UserFormErrors,
  type UserFormState,
} from './user-form-model';
import { CreateUserMutation, UpdateUserMutation } from './users-operations';

const t = messages.dashboardUsers;
const f = t.form;
const FIELD_ORDER: UserField[] = ['name', 'email', 'password', 'role'];

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
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <UserFormSession key={`${session}:${props.user?.id ?? 'new'}`} {...props} />;
}

function UserFormSession({ open, user, selfId, onClose, onSaved }: UserFormDialogProps) {
  const titleId = useId();
  const mode = user ? 'update' : 'create';
  const [baseline] = useState<UserFormState>(() => (user ? fromUser(user) : emptyUserForm()));
  const [form, setForm] = useState(baseline);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [focusRequest, setFocusRequest] = useState<UserField | null>(null);
  const fields = useRef<Partial<Record<UserField, HTMLElement | null>>>({});
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);

  const dirty = !sameUserForm(form, baseline);
  const demotingSelf = user !== null && user.id === selfId && user.role === 'ADMIN' && form.role !== 'ADMIN';

  useEffect(() => {
    if (!focusRequest) return;
    fields.current[focusRequest]?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const set = (field: UserField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is edited; the others stay until the next attempt.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  // Escape or a click outside never drops what was typed without asking.
  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validateUser(form, mode);
    setErrors(problems);
    setFailure(null);
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) return setFocusRequest(first);
    setSaving(true);
    try {
      const input = toUserInput(form);
      const saved = user
        ? (await updateUser({ variables: { id: user.id, input } })).data?.updateUser
        : (await createUser({ variables: { input } })).data?.createUser;
      if (!saved) throw new Error('The server answered without the user');
      setSaving(false);
      onSaved(saved, mode);
      onClose();
    } catch (error) {
      setSaving(false);
      const problem = describeUserFailure(user ? t.updateError : t.createError, error);
      setFailure(problem.text);
      if (problem.field) {
        setErrors({ [problem.field]: problem.reason });
        setFocusRequest(problem.field);
      }
    }
  };

  const fieldState = (field: UserField, hint?: string) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
    inputRef: (element: HTMLElement | null) => {
      fields.current[field] = element;
    },
  });

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      // Spec §2 "Modal": at most 28rem wide and 90% of the viewport tall.
      slotProps={{ paper: { sx: { width: '100%', maxWidth: '28rem', maxHeight: '90vh', m: 2, borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pr: 7, py: 2.5 }}>
        {user ? f.titleEdit : f.titleCreate}
      </DialogTitle>
      <IconButton
        onClick={requestClose}
        aria-label={messages.common.close}
        sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={f.label}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 }, pt: 2.5 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            {...fieldState('name')}
            label={f.name}
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
            required
            fullWidth
            autoFocus
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: NAME_MAX, autoComplete: 'off' } }}
          />
          <TextField
            {...fieldState('email')}
            label={f.email}
            type="email"
            value={form.email}
            onChange={(event) => set('email')(event.target.value)}
            required
            fullWidth
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX, autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            {...fieldState('password', user ? f.passwordEditHint : f.passwordCreateHint)}
            label={f.password}
            type={showPassword ? 'text' : 'password'}
            value={form.password}
            onChange={(event) => set('password')(event.target.value)}
            required={!user}
            fullWidth
            disabled={saving}
            slotProps={{
              htmlInput: { maxLength: PASSWORD_MAX, autoComplete: 'new-password' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={showPassword ? f.hidePassword : f.showPassword}
                      aria-pressed={showPassword}
                      edge="end"
                      size="small"
                      disabled={saving}
                    >
                      {showPassword ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            {...fieldState('role', f.roleHints[form.role])}
            select
            label={f.role}
            value={form.role}
            onChange={(event) => set('role')(event.target.value as Role)}
            required
            fullWidth
            disabled={saving}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t.roles[role]}
              </MenuItem>
            ))}
          </TextField>
          {demotingSelf && (
            <Alert severity="warning" role="status">
              {f.selfDemotion}
            </Alert>
          )}
        </DialogContent>
        <DialogActions disableSpacing sx={{ gap: 1, px: { xs: 2, sm: 3 }, py: 2 }}>
          <Button onClick={requestClose} disabled={saving} color="inherit" sx={{ flex: { xs: 1, sm: 'none' } }}>
            {f.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {saving ? f.saving : user ? f.update : f.create}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmingClose}
        title={f.discard.title}
        confirmLabel={f.discard.discard}
        cancelLabel={f.discard.keepEditing}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
        destructive
      >
        {f.discard.text}
      </ConfirmDialog>
    </Dialog>
  );
}
