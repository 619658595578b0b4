/** "Expressions" and "Functions": every operator and every `$fn` function, with what they give. */
import { expressionExamples } from './example-text.ts';
import { isObject, objectAt, resolveDef, textAt, type Schema } from './json-schema.ts';
import { code, link, prose, sections } from './markdown.ts';
import { functions, operators, type FunctionPart } from './meta-parts.ts';
import { functionHeading, operatorHeading, type ReferenceLinks } from './reference-links.ts';
import { typeText } from './type-text.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

function examplesOf(doc: { schema: Schema } | undefined): unknown[] {
  return Array.isArray(doc?.schema.examples) ? doc.schema.examples : [];
}

function operandText(meta: Schema, name: string, links: ReferenceLinks): string {
  const operand = objectAt(objectAt(objectAt(objectAt(meta, '$defs'), 'operator'), 'else'), 'properties')[
    name
  ];
  if (!isObject(operand)) {
    return `the function's name; its arguments go in ${code('args')} (see ${link('Functions', 'Functions')})`;
  }
  const expect = textAt(operand, 'x-expect') ?? textAt(resolveDef(meta, operand.$ref), 'x-expect');
  return `${typeText(operand, links)}${expect ? `: ${prose(expect)}` : ''}`;
}

export function expressionsSection(meta: Schema, links: ReferenceLinks): string {
  const defs = objectAt(meta, '$defs');
  const list = operators(meta).sort(byName);
  return sections(
    '## Expressions',
    prose(textAt(defs.expression, 'description')),
    'Any prop value, and the values of data source queries, request bodies and many action fields, may be an expression. The operators:',
    list.map(({ name }) => link(name, operatorHeading(name))).join(', '),
    ...list.map(({ name, doc }) =>
      sections(
        `### ${operatorHeading(name)}`,
        prose(textAt(doc?.schema, 'description')),
        `Operand: ${operandText(meta, name, links)}.`,
        expressionExamples(examplesOf(doc)),
      ),
    ),
  );
}

const argumentsWord = (count: number) => (count === 1 ? 'argument' : 'arguments');

function arity({ minArgs, maxArgs }: FunctionPart): string | undefined {
  if (minArgs === undefined) return undefined;
  if (maxArgs === minArgs) return `exactly ${minArgs} ${argumentsWord(minArgs)}`;
  if (maxArgs === undefined) return `${minArgs} or more arguments`;
  return `${minArgs} to ${maxArgs} arguments`;
}

export function functionsSection(meta: Schema): string {
  const call = objectAt(objectAt(meta, '$defs'), 'functionCall');
  const list = functions(meta).sort(byName);
  return sections(
    '## Functions',
    prose(textAt(call, 'description')),
    'A function is called as `{ "$fn": "<name>", "args": [...] }`; each argument is an expression. The functions:',
    list.map(({ name }) => link(name, functionHeading(name))).join(', '),
    ...list.map((fn) => {
      const count = arity(fn);
      const signature = textAt(fn.doc?.schema, 'title');
      return sections(
        `### ${functionHeading(fn.name)}`,
        [signature && code(signature), count && `(${count})`].filter(Boolean).join(' '),
        prose(textAt(fn.doc?.schema, 'description')),
        expressionExamples(examplesOf(fn.doc)),
      );
    }),
  );
}
