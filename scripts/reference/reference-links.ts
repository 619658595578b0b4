/**
 * Where the reference describes each meta-schema definition: the parts of the document and the
 * actions have their own sections; every other definition a table mentions is listed under
 * "Value types", so the links tell the generator which value types to print.
 */
import { textAt, type Schema } from './json-schema.ts';
import { code, link } from './markdown.ts';
import type { TypeContext } from './type-text.ts';

/** Definitions drawn in their own section, by the heading of that section. */
export const SECTION_OF_DEF: Readonly<Record<string, string>> = {
  route: 'Route',
  dataSource: 'Data sources',
  form: 'Forms',
  field: 'Form fields',
  dynamicFieldGroup: 'Dynamic field groups',
  rule: 'Field rules',
  dialog: 'Dialogs',
  node: 'Widget nodes',
  action: 'Actions',
  expression: 'Expressions',
  operator: 'Expressions',
  functionCall: 'Functions',
};

export const actionHeading = (name: string) => `Action ${code(name)}`;
export const operatorHeading = (name: string) => `Operator ${code(name)}`;
export const functionHeading = (name: string) => `Function ${code(name)}`;
export const valueTypeHeading = (title: string) => `Type ${code(title)}`;

export const titleOf = (name: string, def: Schema) => textAt(def, 'title') ?? name;

export class ReferenceLinks implements TypeContext {
  /** Value types linked to so far, by definition name. */
  readonly used = new Set<string>();
  /** Action kind definitions by name, so a reference to `navigateAction` links to its section. */
  private readonly actionOfDef: ReadonlyMap<string, string>;

  constructor(
    readonly document: Schema,
    actionDefs: ReadonlyMap<string, string>,
  ) {
    this.actionOfDef = actionDefs;
  }

  refText = (name: string, def: Schema): string => {
    const title = titleOf(name, def);
    const section = SECTION_OF_DEF[name];
    if (section !== undefined) return link(title, section);
    const action = this.actionOfDef.get(name);
    if (action !== undefined) return link(title, actionHeading(action));
    this.used.add(name);
    return link(title, valueTypeHeading(title));
  };
}
