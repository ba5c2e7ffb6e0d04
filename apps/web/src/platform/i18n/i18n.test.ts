import { DELIVERY_ORDER_STATUSES, MENU_ITEMS } from '@armada/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('translations', () => {
  it.each(['id', 'en'])('has a %s label for every menu item of the domain', (language) => {
    const t = i18n.getFixedT(language);
    for (const item of MENU_ITEMS) {
      expect(i18n.exists(item.labelKey, { lng: language }), item.labelKey).toBe(true);
      expect(t(item.labelKey as 'menu.dashboard')).not.toBe(item.labelKey);
    }
  });

  it.each(['id', 'en'])('has a %s label for every delivery-order status', (language) => {
    for (const status of DELIVERY_ORDER_STATUSES) {
      expect(i18n.exists(`delivery.status.${status}`, { lng: language }), status).toBe(true);
    }
  });

  it('starts in Indonesian', () => {
    expect(i18n.language).toBe('id');
    expect(i18n.t('menu.fleetTask')).toBe('Penugasan');
  });
});
