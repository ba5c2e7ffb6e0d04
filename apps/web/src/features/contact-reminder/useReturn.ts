import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, safeRedirectTarget } from '../../shared/paths/root';
import type { ContactPageState } from './ContactReminder';

/**
 * The Add pages go back where the reminder's link was followed from (its `state.from`), or home
 * when opened directly; only a path inside the app is followed.
 */
export function useReturn() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = (state as ContactPageState | null)?.from;
  const target = from ? safeRedirectTarget(from) : HOME_PATH;
  return { target, back: () => void navigate(target, { replace: true }) };
}
