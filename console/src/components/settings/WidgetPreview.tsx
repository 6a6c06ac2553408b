// A faithful picture of the hosted widget's first screen (widget/static:
// its header, title, list and buttons, in its colours and theme) drawn
// from settings not yet saved. The widget itself reads only saved
// settings, through a verification session's client token.
import type { CSSProperties } from 'react';
import type { WidgetTheme } from '../../gql/graphql';
import { WIDGET_ACCENT } from './logic';

export interface WidgetLook {
  /** The name shown; the organization's when empty. */
  displayName: string;
  /** #rrggbb, or "" for the widget's own. */
  accentColor: string;
  theme: WidgetTheme;
  showBranding: boolean;
  /** The logo's URL (saved) or data URL (chosen), or "" without one. */
  logo: string;
  handoffEnabled: boolean;
}

/** WidgetPreview draws the widget's introduction with look, for organizationName. */
export function WidgetPreview({ look, organizationName }: { look: WidgetLook; organizationName: string }) {
  const name = look.displayName.trim() || organizationName;
  const accent = /^#[0-9a-fA-F]{6}$/.test(look.accentColor) ? look.accentColor : WIDGET_ACCENT;
  const style = { '--wp-accent': accent } as CSSProperties;
  return (
    <div className={look.theme === 'DARK' ? 'wp wp-dark' : 'wp'} style={style} aria-hidden="true" data-testid="widget-preview">
      <div className="wp-card">
        {look.showBranding && (
          <div className="wp-brand">
            {look.logo && <img className="wp-logo" src={look.logo} alt="" />}
            <span className="wp-name">{name}</span>
          </div>
        )}
        <p className="wp-title">Verify your identity{look.showBranding && name ? ' for ' + name : ''}</p>
        <p className="wp-text">It takes about two minutes. You will need:</p>
        <ul className="wp-needs">
          <li>An identity document: passport, ID card, driver's licence, residence permit</li>
          <li>A selfie, taken now</li>
        </ul>
        <p className="wp-fine">Your photos are sent encrypted and used only to verify who you are.</p>
        <div className="wp-actions">
          <span className="wp-button wp-primary">Start</span>
          {look.handoffEnabled && <span className="wp-button wp-secondary">Continue on your phone</span>}
        </div>
      </div>
    </div>
  );
}
