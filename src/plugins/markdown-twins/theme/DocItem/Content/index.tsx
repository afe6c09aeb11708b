import type {ReactNode} from 'react';
import type {Props} from '@theme/DocItem/Content';
import InitContent from '@theme-init/DocItem/Content';
import PageActions from '../../PageActions';

const Content = InitContent as (props: Props) => ReactNode;

/** Every docs and schema page opens with its page actions. */
export default function ContentWithActions(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
