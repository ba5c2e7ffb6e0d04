import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * One of antd's icons drawn from its definition alone, for the pages shown before antd's code
 * arrives: the same drawing as `@ant-design/icons`, without its React wrapper and context.
 */
export function BootIcon({ icon }: { icon: IconDefinition }) {
  const { attrs, children = [] } = typeof icon.icon === 'function' ? icon.icon('', '') : icon.icon;
  return (
    <svg className="boot-icon" viewBox={attrs.viewBox} aria-hidden="true" focusable="false">
      {children.map((child) => (
        <path key={child.attrs.d} d={child.attrs.d} />
      ))}
    </svg>
  );
}
