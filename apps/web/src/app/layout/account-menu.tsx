import type { TAccount } from '@candor/shared';
import { Button } from '@mantine/core';
import { type Icon, IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { leaveReportOnClick } from '../../lib/reporter-flags.ts';
import classes from './account-menu.module.css';
import type { AccountMenuItem } from './account-menu-items.ts';
import headerClasses from './header.module.css';

/** One entry of the menu: where it leads, with what navigation state, and its icon. */
export interface AccountMenuLink extends AccountMenuItem {
  icon: Icon;
  state?: object;
}

/** Moves the focus among the menu's items: arrows wrap round, Home and End go to the ends. */
function focusItem(menu: HTMLElement | null, move: 'first' | 'last' | 'next' | 'previous') {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const index = {
    first: 0,
    last: items.length - 1,
    next: (at + 1) % items.length,
    previous: (at - 1 + items.length) % items.length,
  }[move];
  items[index].focus();
}

const KEY_MOVES: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The signed-in user's menu (WAI-ARIA menu button): a button that opens a list of links, read
 * from `links` each time it opens. Written out rather than Mantine's Menu, which brings Floating
 * UI to every signed-in page.
 */
export function AccountMenu({ account, links }: { account: TAccount; links: () => AccountMenuLink[] }) {
  const { t } = useTranslation();
  const name = account.firstName || t('global.accountMenu.account');
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    focusItem(menu.current, open);
    const closeOutside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
    else if (KEY_MOVES[e.key]) {
      e.preventDefault();
      focusItem(menu.current, KEY_MOVES[e.key]);
    }
  };

  return (
    <div ref={root} className={classes.root}>
      <Button
        ref={button}
        id={buttonId}
        variant="light"
        leftSection={<IconUserCircle size={18} aria-hidden />}
        className={headerClasses.headerButton}
        rightSection={<IconChevronDown size={14} aria-hidden className={headerClasses.chevron} />}
        aria-label={t('global.accountMenu.label', { name })}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        <span className={headerClasses.accountName}>{name}</span>
      </Button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={classes.menu}
          onKeyDown={onMenuKey}
        >
          {links().map(({ key, to, state, icon: Icon }) => (
            <Link
              key={key}
              to={to}
              state={state}
              role="menuitem"
              tabIndex={-1}
              className={classes.item}
              onClick={(event) => {
                setOpen(false);
                // A hotline report or transcription under way is asked about first, from the menu's button:
                // the item leaves with the menu, and the question gives the focus back to what opened it.
                leaveReportOnClick(() => navigate(to, { state }))(event);
                if (event.defaultPrevented) button.current?.focus();
              }}
            >
              <Icon size={16} aria-hidden />
              {t(`global.accountMenu.${key}`)}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
