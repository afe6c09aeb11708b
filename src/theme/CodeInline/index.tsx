import type {ComponentProps, ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import BreakAfter, {AFTER_SLASH} from '@site/src/components/BreakAfter';

/** A path or URL: a slash and no spaces. */
const PATH = /^[^\s/]*\/\S*$/;

/** Inline code: paths and URLs wrap after their slashes only (see BreakAfter). */
export default function CodeInlineWrapper(props: ComponentProps<typeof CodeInline>): ReactNode {
  const {children} = props;
  if (typeof children !== 'string' || !PATH.test(children)) return <CodeInline {...props} />;
  return (
    <CodeInline {...props}>
      <BreakAfter text={children} after={AFTER_SLASH} whole />
    </CodeInline>
  );
}
