import './boot-ui/boot-ui.css';

/**
 * While the session or a whole page resolves; the text is announced to screen readers. Drawn without
 * antd: it is what the first load shows while antd's code is still on its way.
 */
export function FullPageSpin({ description }: { description: string }) {
  return (
    <div className="boot-ui boot-center" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <p>{description}</p>
    </div>
  );
}
