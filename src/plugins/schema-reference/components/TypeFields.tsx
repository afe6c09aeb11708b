import type {ReactNode} from 'react';
import type {FieldRow} from '../model';
import FieldTable from './FieldTable';

export interface TypeFieldsData {
  type: string;
  fields: FieldRow[];
}

/** The field table of one feature type. */
export default function TypeFields({data}: {data: TypeFieldsData}): ReactNode {
  return <FieldTable rows={data.fields} caption={`Fields of the ${data.type} type`} />;
}
