import './image.css';
import { defineWidget } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import schema from './props.schema.json';

export interface ImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  shape?: 'square' | 'rounded' | 'circle';
}

export const imageWidget = defineWidget<ImageProps>({
  ...widgetFacts(schema),
  plain: true,
  component: ({ props }) => {
    if (!props.src) return null;
    return (
      <img
        className="w-image"
        src={props.src}
        alt={props.alt ?? ''}
        width={props.width}
        height={props.height}
        data-shape={props.shape ?? 'rounded'}
        loading="lazy"
        decoding="async"
      />
    );
  },
});
