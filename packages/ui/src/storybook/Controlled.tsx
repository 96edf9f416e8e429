import { useState, type ComponentType } from 'react';

/** A controlled component's props: its value under the name `K`, and `onChange` with the next value. */
type ValueProps<K extends PropertyKey, V> = { [Key in K]: V } & { onChange: (value: V) => void };

export interface ControlledProps<P, K extends keyof P> {
  /** The controlled component, e.g. ImageGallery. */
  of: ComponentType<P>;
  /** The name of its value prop, e.g. 'images'. */
  valueProp: K;
  /** Its props (the story's args): the first value, and the `onChange` spy. */
  args: P;
}

/**
 * Renders a controlled component the way a form uses it: the value lives in state, so a story can click
 * through changes, and every change still reaches the story's `onChange` spy.
 */
export function Controlled<P extends ValueProps<K, P[K]>, K extends keyof P>({
  of: Component,
  valueProp,
  args,
}: ControlledProps<P, K>) {
  const [value, setValue] = useState(args[valueProp]);
  const onChange = (next: P[K]) => {
    setValue(next);
    args.onChange(next);
  };
  // An object with a computed key types as an index signature: the cast names the one prop it sets.
  return <Component {...args} {...({ [valueProp]: value } as Pick<P, K>)} onChange={onChange} />;
}
