import { useQuery } from '@tanstack/react-query';
import { appProfileQuery } from '../../lib/session/session-queries.ts';
import classes from './environment-ribbon.module.css';

/**
 * The environment ribbon (spec 000 §3 "Application profile", `ribbonMessage`): a strip above
 * the header naming a test or staging installation, so nobody mistakes it for the real line.
 */
export function EnvironmentRibbon() {
  const { data: profile } = useQuery(appProfileQuery);
  if (!profile?.ribbonMessage) return null;
  return (
    <div className={classes.ribbon} role="note" data-testid="environment-ribbon">
      {profile.ribbonMessage}
    </div>
  );
}
