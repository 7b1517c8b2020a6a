import { CheckIcon, type ComboboxItem, type ComboboxLikeRenderOptionInput, Group } from '@mantine/core';

interface TreeOrganization {
  id: number;
  name: string;
  depth: number;
  phantom: boolean;
}

/**
 * A select's options for organizations in tree order: each indented by its depth in the tree,
 * the chosen one shown by its name alone; a phantom organization keeps its place but cannot be
 * chosen (spec 001 §3, spec 002 §2).
 */
export function organizationOptions(orgs: readonly TreeOrganization[]) {
  const depth = new Map(orgs.map((o) => [String(o.id), o.depth]));
  return {
    data: orgs.map((o) => ({ value: String(o.id), label: o.name, disabled: o.phantom })),
    renderOption: ({ option, checked }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
      <Group gap="xs" wrap="nowrap" style={{ paddingInlineStart: `${(depth.get(option.value) ?? 0) * 0.75}rem` }}>
        {checked && <CheckIcon size={12} />}
        <span>{option.label}</span>
      </Group>
    ),
  };
}
