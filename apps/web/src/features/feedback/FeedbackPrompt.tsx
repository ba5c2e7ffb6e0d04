import { FEEDBACK_DELAY_MS, feedbackPromptDue, hasScope } from '@armada/domain';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../platform/session/session-context';
import { useFeedbackStatus } from './api';
import { FeedbackModal } from './FeedbackModal';
import { readPromptedOn, rememberPromptedOn } from './prompted-on';

const FEEDBACK_SCOPE = 'customer-wish-feedback:create';

/**
 * Mounted once by the layout (issue 17 item 4): `FEEDBACK_DELAY_MS` after the page loads it asks the
 * domain's `feedbackPromptDue` (last days of the month in the company's zone, not sent this month,
 * not white label, not prompted yet today) and opens the modal. A status error counts as 'done'
 * (spec section 8), so the modal never appears on a guess.
 */
export function FeedbackPrompt() {
  const user = useCurrentUser();
  const offered = hasScope(user.scopes, FEEDBACK_SCOPE) && !user.company.features.white_label;
  const status = useFeedbackStatus(offered);
  const [open, setOpen] = useState(false);
  const [loadedAt] = useState(() => Date.now());
  const decided = useRef(false);
  const timeZone = user.company.time_zone;

  useEffect(() => {
    if (!offered || !status.data || decided.current) return;
    const { sent_this_month: sentThisMonth, white_label: whiteLabel } = status.data;
    const due = (now: Date) =>
      feedbackPromptDue({
        now,
        timeZone,
        sentThisMonth,
        whiteLabel,
        lastPromptedOn: readPromptedOn(user.id),
      });
    if (!due(new Date())) return;
    const timer = setTimeout(
      () => {
        const now = new Date();
        decided.current = true;
        // Asked again at the moment of showing: another tab may have prompted in the meantime.
        if (!due(now)) return;
        rememberPromptedOn(user.id, now);
        setOpen(true);
      },
      Math.max(0, loadedAt + FEEDBACK_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [offered, status.data, timeZone, user.id, loadedAt]);

  return <FeedbackModal open={open} onClose={() => setOpen(false)} />;
}
