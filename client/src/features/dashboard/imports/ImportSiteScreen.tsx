import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/RouterLink';
import type { ImportItemStatus, ImportJob_JobFragment } from '../../../gql/graphql';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DASHBOARD_ROOT } from '../dashboard-nav';
import { editRecipePath } from '../recipes/edit-link';
import { CancelImportJobMutation, ImportJobQuery, ImportJobsQuery, StartImportJobMutation } from './import-operations';
import { IMPORT_SITE_PATH } from './ImportExportMenu';

const t = messages.dashboardImport.site;
const MAX_URLS = 5000;
const PAGE = 200;
const POLL_MS = 2000;
const OPEN = ['DISCOVERING', 'RUNNING'];

const errorText = (err: unknown, fallback: string) =>
  (CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : null) ?? fallback;

/**
 * /dashboard/recipes/import[/:jobId]: 'Importar de um site'. A sitemap or a list of addresses becomes a job the
 * server runs in the background; its progress, page by page, is followed here, and can be left and found again.
 */
export function ImportSiteScreen() {
  const { jobId: param } = useParams();
  const jobs = useQuery(ImportJobsQuery, { fetchPolicy: 'cache-and-network' });
  const list = jobs.data?.importJobs ?? [];
  const chosen = param ? Number(param) : (list[0]?.jobId ?? null);
  // the list follows the jobs still running as the detail does
  const running = list.some((job) => OPEN.includes(job.status));
  const { startPolling, stopPolling } = jobs;
  useEffect(() => {
    if (!running) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  return (
    <>
      <Button component={RouterLink} to={`${DASHBOARD_ROOT}/recipes`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t.back}
      </Button>
      <DashboardPageHeader title={t.title} subtitle={t.intro} />
      <StartForm onStarted={() => void jobs.refetch()} />
      {chosen !== null && Number.isInteger(chosen) && (
        <JobDetail key={chosen} jobId={chosen} onChanged={() => void jobs.refetch()} />
      )}
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 4, mb: 1.5 }}>
        {t.jobsTitle}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">{jobs.loading ? '…' : t.noJobs}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.map((job) => (
            <li key={job.jobId}>
              <JobRow job={job} current={job.jobId === chosen} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

function StartForm({ onStarted }: { onStarted: () => void }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'sitemap' | 'urls'>('sitemap');
  const [sitemapUrl, setSitemapUrl] = useState('');
  const [pathPrefix, setPathPrefix] = useState('');
  const [urls, setUrls] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartImportJobMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    setFieldError(null);
    const lines = urls
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (mode === 'sitemap' && !sitemapUrl.trim()) return setFieldError(t.sitemapRequired);
    if (mode === 'urls' && !lines.length) return setFieldError(t.urlsRequired);
    try {
      const { data } = await start({
        variables:
          mode === 'sitemap'
            ? { sitemapUrl: sitemapUrl.trim(), pathPrefix: pathPrefix.trim() || null, urls: null }
            : { urls: lines, sitemapUrl: null, pathPrefix: null },
      });
      const job = data?.startImportJob;
      if (!job) throw new Error('no job');
      onStarted();
      void navigate(`${IMPORT_SITE_PATH}/${job.jobId}`);
    } catch (err) {
      setError(errorText(err, t.startFailed));
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t.title}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_e, value: 'sitemap' | 'urls' | null) => value && setMode(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="sitemap">{t.modes.sitemap}</ToggleButton>
        <ToggleButton value="urls">{t.modes.urls}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'sitemap' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <TextField
            label={t.sitemapLabel}
            placeholder={t.sitemapPlaceholder}
            value={sitemapUrl}
            onChange={(e) => setSitemapUrl(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t.sitemapHelp}
            disabled={loading}
            slotProps={{ htmlInput: { inputMode: 'url', maxLength: 1000 } }}
          />
          <TextField
            label={t.prefixLabel}
            placeholder={t.prefixPlaceholder}
            value={pathPrefix}
            onChange={(e) => setPathPrefix(e.target.value)}
            disabled={loading}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Box>
      ) : (
        <TextField
          fullWidth
          multiline
          minRows={5}
          maxRows={14}
          label={t.urlsLabel}
          value={urls}
          onChange={(e) => setUrls(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t.urlsHelp(MAX_URLS.toLocaleString('pt-BR'))}
          disabled={loading}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? t.starting : t.start}
        </Button>
      </Box>
    </Paper>
  );
}

function StatusChip({ status }: { status: string }) {
  const color =
    status === 'DONE' ? 'success' : status === 'FAILED' ? 'error' : OPEN.includes(status) ? 'info' : 'default';
  return <Chip size="small" color={color} label={t.status[status] ?? status} />;
}

function ProgressBar({ job }: { job: ImportJob_JobFragment }) {
  const { total, done } = job.progress;
  const open = OPEN.includes(job.status);
  return (
    <LinearProgress
      aria-label={t.progressLabel}
      variant={job.status === 'DISCOVERING' || (open && !total) ? 'indeterminate' : 'determinate'}
      value={total ? (done / total) * 100 : job.status === 'DONE' ? 100 : 0}
      sx={{ height: 8, borderRadius: 4 }}
    />
  );
}

function JobRow({ job, current }: { job: ImportJob_JobFragment; current: boolean }) {
  return (
    <Paper
      component={RouterLink}
      to={`${IMPORT_SITE_PATH}/${job.jobId}`}
      variant="outlined"
      aria-current={current ? 'true' : undefined}
      sx={{
        display: 'grid',
        gap: 1,
        p: 1.5,
        textDecoration: 'none',
        color: 'inherit',
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{t.jobLabel(job.jobId, formatSiteDateTime(job.createdAt))}</Typography>
        <StatusChip status={job.status} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t.counts(job.progress.done, job.progress.total)}
        </Typography>
      </Box>
      <ProgressBar job={job} />
    </Paper>
  );
}

const FILTERS: { key: keyof typeof t.filters; status: ImportItemStatus | null }[] = [
  { key: 'all', status: null },
  { key: 'imported', status: 'IMPORTED' },
  { key: 'failed', status: 'FAILED' },
  { key: 'duplicate', status: 'DUPLICATE' },
  { key: 'pending', status: 'PENDING' },
];

function JobDetail({ jobId, onChanged }: { jobId: number; onChanged: () => void }) {
  const [filter, setFilter] = useState<ImportItemStatus | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery(ImportJobQuery, {
    variables: { jobId, limit, status: filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const data = query.data?.importJob;
  const job = data ?? null;
  const open = job ? OPEN.includes(job.status) : false;
  // followed every 2 s while the server works on it
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!open) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [open, startPolling, stopPolling]);
  const [cancel, { loading: cancelling }] = useMutation(CancelImportJobMutation);

  if (query.error && !data)
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {t.loadError}
      </Alert>
    );
  if (!job || !data) return <LinearProgress sx={{ mt: 3 }} />;
  const { progress } = job;
  const shown = data.items;
  const filteredTotal =
    filter === null
      ? progress.total
      : {
          IMPORTED: progress.imported,
          FAILED: progress.failed,
          DUPLICATE: progress.duplicates,
          PENDING: progress.pending,
        }[filter];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t.jobLabel(job.jobId, formatSiteDateTime(job.createdAt))}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
          {t.jobLabel(job.jobId, formatSiteDateTime(job.createdAt))}
        </Typography>
        <StatusChip status={job.status} />
        {open && (
          <Button
            size="small"
            color="inherit"
            sx={{ ml: 'auto' }}
            disabled={cancelling}
            onClick={() =>
              void cancel({ variables: { jobId } }).then(() => {
                setNotice(t.cancelled);
                onChanged();
              })
            }
          >
            {t.cancel}
          </Button>
        )}
      </Box>
      {job.sitemapUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {job.sitemapUrl}
          {job.pathPrefix ? ` · ${job.pathPrefix}` : ''}
        </Typography>
      )}
      <ProgressBar job={job} />
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}
      >
        <Typography sx={{ fontWeight: 600, mr: 1 }}>{t.counts(progress.done, progress.total)}</Typography>
        <Chip size="small" color="success" variant="outlined" label={t.imported(progress.imported)} />
        <Chip size="small" color="error" variant="outlined" label={t.failed(progress.failed)} />
        <Chip size="small" variant="outlined" label={t.duplicates(progress.duplicates)} />
      </Box>
      {progress.currentUrl && open && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t.current(progress.currentUrl)}
        </Typography>
      )}
      {open && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.leaveHint}
        </Typography>
      )}
      {job.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {job.error}
        </Alert>
      )}
      {notice && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {progress.imported > 0 && (
        <Button component={RouterLink} to={`${DASHBOARD_ROOT}/recipes?status=DRAFT`} variant="contained" sx={{ mt: 2 }}>
          {t.reviewDrafts}
        </Button>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3 }}>
        {t.itemsTitle}
      </Typography>
      <Tabs
        value={filter ?? 'all'}
        onChange={(_e, value: string) => {
          setFilter(value === 'all' ? null : (value as ImportItemStatus));
          setLimit(PAGE);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {FILTERS.map(({ key, status }) => (
          <Tab key={key} value={status ?? 'all'} label={t.filters[key]} />
        ))}
      </Tabs>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((item) => (
          <Box
            component="li"
            key={item.itemId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
              gap: 0.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.recipe ? <strong>{item.recipe.title}</strong> : item.url}
              </Typography>
              {item.recipe && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere', display: 'block' }}
                >
                  {item.url}
                </Typography>
              )}
              {(item.error || item.warning) && (
                <Typography variant="caption" color={item.error ? 'error' : 'warning.dark'} sx={{ display: 'block' }}>
                  {item.error ?? item.warning}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={t.itemStatus[item.status] ?? item.status}
                color={item.status === 'IMPORTED' ? 'success' : item.status === 'FAILED' ? 'error' : 'default'}
                variant={item.status === 'PENDING' ? 'outlined' : 'filled'}
              />
              {item.recipe && (
                <Link component={RouterLink} to={editRecipePath(item.recipe.recipeId)} variant="body2">
                  {item.status === 'IMPORTED' ? t.openDraft : t.openRecipe}
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {filteredTotal > shown.length && (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((n) => n + PAGE)}>
          {t.moreItems(Math.min(PAGE, filteredTotal - shown.length))}
        </Button>
      )}
    </Paper>
  );
}
