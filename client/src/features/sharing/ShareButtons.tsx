import CheckIcon from '@mui/icons-material/Check';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { publicOrigin } from '../../lib/public-url';
import type { ShareButtonsProps } from '../../lib/slots';
import * as messages from '../../messages/pt-BR';
import { copyText } from './copy-text';
import { shareLinks } from '../../lib/share-links';
import { Bubble, Item, List, Root, Target, Title } from './share-styles';
import { SheetIcon, SymbolIcon } from '../../components/SheetIcon';
import { SHEET_STYLE } from '../../components/icon-sheet-names';

const t = messages.sharing;

/** The glyphs both sets of buttons show (the rail and the inline ones), drawn once in the rail's own sheet. */
const GLYPHS = { whatsapp: WhatsAppIcon, email: EmailOutlinedIcon, link: LinkRoundedIcon, print: PrintOutlinedIcon };
type Glyph = keyof typeof GLYPHS;
const glyphId = (name: Glyph) => `partilha-${name}`;
const glyph = (name: Glyph) => <SymbolIcon symbol={glyphId(name)} fontSize="small" />;

/** The share glyphs as symbols, once per page (the rail is on every recipe page, above the inline buttons). */
function ShareSheet() {
  return (
    <svg aria-hidden="true" style={SHEET_STYLE}>
      {(Object.keys(GLYPHS) as Glyph[]).map((name) => {
        const Icon = GLYPHS[name];
        return <Icon key={name} component="symbol" id={glyphId(name)} />;
      })}
    </svg>
  );
}
const CONFIRMATION_MS = 2500;

/** Whether this device offers its own share sheet (phones and tablets; desktops get the links alone). */
const nativeShareAvailable = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Share targets for a recipe (spec §2, §9): plain links that work before the page hydrates (Facebook, Pinterest,
 * WhatsApp, e-mail, print), the copy button, and on phones the device's share sheet.
 * 'rail': sticky icons beside the text on desktop, a compact bar on phones; 'inline': labelled buttons in the body.
 */
export function ShareButtons({ recipe, variant }: ShareButtonsProps) {
  const links = useMemo(() => shareLinks(recipe, publicOrigin()), [recipe]);
  const [copied, setCopied] = useState(false);
  const [native, setNative] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const labelled = variant === 'inline';

  // After hydration (the server cannot know the device); appended last, so nothing before it moves.
  useEffect(() => setNative(variant === 'rail' && nativeShareAvailable()), [variant]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(links.url))) {
      // Neither clipboard path allowed: the reader copies it from the browser's own prompt.
      window.prompt(t.copyPrompt, links.url);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
  };

  const shareNatively = () => {
    // A reader closing the sheet rejects the promise: nothing to report.
    navigator.share({ title: links.title, url: links.url }).catch(() => {});
  };

  const external = (href: string, icon: ReactNode, { label, action }: { label: string; action: string }) => (
    <Item>
      <Target variant={variant} href={href} target="_blank" rel="noopener" aria-label={`${action} (${t.newTab})`}>
        {icon}
        {labelled && <span>{label}</span>}
      </Target>
    </Item>
  );

  return (
    <Root variant={variant} role="group" aria-label={t.groupLabel}>
      {variant === 'rail' && <ShareSheet />}
      <Title variant={variant} aria-hidden>
        {labelled ? t.inlineTitle : t.railTitle}
      </Title>
      <List variant={variant}>
        {external(links.facebook, <SheetIcon name="facebook" fontSize="small" />, t.facebook)}
        {external(links.pinterest, <SheetIcon name="pinterest" fontSize="small" />, t.pinterest)}
        {external(links.whatsapp, glyph('whatsapp'), t.whatsapp)}
        <Item>
          <Target variant={variant} href={links.email} aria-label={t.email.action}>
            {glyph('email')}
            {labelled && <span>{t.email.label}</span>}
          </Target>
        </Item>
        <Item>
          <Target variant={variant} as="button" type="button" onClick={copy} aria-label={t.copy.action}>
            {copied ? <CheckIcon fontSize="small" /> : glyph('link')}
            {labelled && <span>{t.copy.label}</span>}
          </Target>
          {copied && (
            <Bubble variant={variant} aria-hidden>
              {t.copied}
            </Bubble>
          )}
        </Item>
        <Item>
          <Target variant={variant} href={links.print} aria-label={t.print.action}>
            {glyph('print')}
            {labelled && <span>{t.print.label}</span>}
          </Target>
        </Item>
        {native && (
          <Item>
            <Target variant={variant} as="button" type="button" onClick={shareNatively} aria-label={t.native.action}>
              <IosShareIcon fontSize="small" />
            </Target>
          </Item>
        )}
      </List>
      <span role="status" style={visuallyHidden}>
        {copied ? t.copied : ''}
      </span>
    </Root>
  );
}
