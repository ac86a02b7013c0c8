import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { focusField } from '../form-kit/focus-field';
import { FormSection } from './form-section';
import { fieldId, type RecipeFormState } from './recipe-form-model';
import { seoChecks, seoInputOfForm } from './seo-checklist';

const t = messages.recipeForm.seo;

/** A picture's size in pixels, once the browser has read it (null before, or without a picture). */
function useImageSize(url: string | null | undefined): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return size && size.url === url ? size : null;
}

/**
 * The SEO checklist at the end of the recipe form: every open item, as the creator types, each a link to the field
 * that fixes it; a line of its own when nothing is left.
 */
export function SeoChecklist({ form, ratingCount }: { form: RecipeFormState; ratingCount: number | null }) {
  // the 800 px rendition the image field already shows: below that width it is the whole picture, at it a lower
  // bound (wide enough for Google's crops unless the picture is a panorama over 4.7:1)
  const imageSize = useImageSize(form.image?.medium ?? form.image?.original);
  const checks = seoChecks(seoInputOfForm(form, { imageSize, ratingCount }));
  const warnings = checks.filter((check) => check.level === 'warning').length;
  return (
    <FormSection name="seo" title={messages.recipeForm.sections.seo} hint={t.hint}>
      <Typography role="status" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {warnings ? t.openItems(warnings) : t.allGood}
      </Typography>
      {checks.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {checks.map((check) => (
            <Box component="li" key={check.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {check.level === 'warning' ? (
                <WarningAmberIcon fontSize="small" sx={{ color: 'warning.dark', mt: '2px' }} aria-hidden />
              ) : (
                <InfoOutlinedIcon fontSize="small" sx={{ color: 'info.main', mt: '2px' }} aria-hidden />
              )}
              {check.level === 'warning' ? (
                <Link
                  href={`#${fieldId(check.field)}`}
                  color="inherit"
                  underline="always"
                  variant="body2"
                  data-check={check.id}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(fieldId(check.field));
                  }}
                >
                  {t.items[check.id]}
                </Link>
              ) : (
                <Typography variant="body2" data-check={check.id}>
                  {t.items[check.id]}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {checks.length === 0 && <CheckCircleOutlineIcon sx={{ color: 'success.main' }} aria-hidden />}
    </FormSection>
  );
}
