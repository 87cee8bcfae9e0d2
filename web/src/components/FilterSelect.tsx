// A labelled filter of a list: a select whose first option ("All flows", "Any status", …) means no filter.
export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: ReadonlyArray<string | FilterOption>;
  onChange: (value: string) => void;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">{props.anyLabel}</option>
        {props.options.map((o) => {
          const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
