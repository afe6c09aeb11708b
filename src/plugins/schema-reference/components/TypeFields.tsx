import type {ReactNode} from 'react';
import type {FieldRow} from '../model';
import type {RemovedField} from '../history/labels';
import FieldTable from './FieldTable';

export interface TypeFieldsData {
  type: string;
  fields: FieldRow[];
  /** Fields the type lost since the baseline, shown at the end of its page (./RemovedFields). */
  removed: RemovedField[];
}

/** The field table of one feature type. */
export default function TypeFields({data}: {data: TypeFieldsData}): ReactNode {
  return <FieldTable rows={data.fields} caption={`Fields of the ${data.type} type`} />;
}
