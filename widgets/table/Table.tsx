import './table.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

type Cell = string | number;

export interface TableProps {
  caption?: string;
  header?: Cell[];
  rows: Cell[][];
}

export const tableWidget = defineWidget<TableProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => {
    // Rows from a binding may be missing until the data loads.
    const rows = Array.isArray(props.rows) ? props.rows.filter(Array.isArray) : [];
    return (
      <div className="w-table">
        <table className="w-table__table">
          {props.caption && <caption className="w-table__caption">{props.caption}</caption>}
          {props.header && props.header.length > 0 && (
            <thead>
              <tr>
                {props.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
});
