import { API_KEY_SCOPE_GROUPS, apiKeyScopeLabelKey, type TApiKeyScope } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { BoundField, Checkbox } from '@arara/ui/form';
import type { FieldValues, Path } from 'react-hook-form';

/** The scopes chosen, with those of `group` all added (`on`) or all taken away. */
function toggleGroup(chosen: TApiKeyScope[], scopes: readonly TApiKeyScope[], on: boolean) {
  const rest = chosen.filter((scope) => !scopes.includes(scope));
  return on ? [...rest, ...scopes] : rest;
}

/**
 * The key's scopes in their groups (docs/requirements/developer.md "API key scopes"): a group's
 * checkbox chooses or clears all of its scopes and is half-checked when some are chosen.
 */
export function ScopesField<TValues extends FieldValues>({
  name,
  label,
}: {
  name: Path<TValues>;
  label: string;
}) {
  const { t } = useTranslation('developer');
  const text = textFor(t);
  return (
    <BoundField<TValues>
      name={name}
      label={label}
      render={(field, { id, 'aria-describedby': describedBy }) => {
        const chosen: TApiKeyScope[] = field.value ?? [];
        return (
          <Flex vertical gap={12} id={id} role="group" aria-describedby={describedBy}>
            {API_KEY_SCOPE_GROUPS.map((group) => {
              const count = group.scopes.filter((scope) => chosen.includes(scope)).length;
              return (
                <Flex key={group.id} vertical gap={4}>
                  <Checkbox
                    checked={count === group.scopes.length}
                    indeterminate={count > 0 && count < group.scopes.length}
                    onChange={(event) =>
                      field.onChange(toggleGroup(chosen, group.scopes, event.target.checked))
                    }
                  >
                    <strong>{t(`apiKeys.scopeGroups.${group.id}`)}</strong>
                  </Checkbox>
                  <Flex vertical gap={2} style={{ paddingInlineStart: 24 }}>
                    {group.scopes.map((scope) => (
                      <Checkbox
                        key={scope}
                        checked={chosen.includes(scope)}
                        onChange={(event) =>
                          field.onChange(toggleGroup(chosen, [scope], event.target.checked))
                        }
                      >
                        {text(apiKeyScopeLabelKey(scope))}
                      </Checkbox>
                    ))}
                  </Flex>
                </Flex>
              );
            })}
          </Flex>
        );
      }}
    />
  );
}
