import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID, pageContent } from '../../components/frame-content.ts';
import { HOME_ANCHORS } from '../../features/home/home-anchors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import classes from './skip-links.module.css';

function focusTarget(e: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = id === MAIN_CONTENT_ID ? pageContent() : document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** Skip-to-content links, shown when focused. */
export function SkipLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links: [string, string][] = [[MAIN_CONTENT_ID, t('global.skipLinks.main')]];
  if (pathname === '/') {
    links.push([HOME_ANCHORS.startReport, t('global.skipLinks.startReport')]);
    links.push([HOME_ANCHORS.loginToReport, t('global.skipLinks.loginToReport')]);
  }
  return (
    <nav aria-label={t('global.skipLinks.label')} className={classes.nav}>
      {links.map(([id, label]) => (
        <a key={id} href={`#${id}`} className={classes.link} onClick={(e) => focusTarget(e, id)}>
          {label}
        </a>
      ))}
    </nav>
  );
}
