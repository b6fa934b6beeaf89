// The commerce API must stay compatible with Magento 2.4's storefront schema, so the SPA's
// operations also run against a real Magento. Every type, field and argument we declare with a
// Magento name must exist there with the same type; what Magento lacks must be documented as an
// extension ("Extension: …", "Shop attribute: …", or a runtime-added filter/sort attribute).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isEnumType,
  isUnionType,
  type GraphQLType,
  isListType,
  isNonNullType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The reference lives beside the project (../shared), as on every developer machine and in CI.
const referencePath = path.resolve(
  process.env.SHARED_DIR ?? path.resolve(root, '../shared'),
  'reference/magento-graphql/schema.graphql',
);
const ours = buildSchema(
  readdirSync(path.join(root, 'graphql/schema'))
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(root, 'graphql/schema', f), 'utf8'))
    .join('\n'),
);
if (!existsSync(referencePath)) {
  throw new Error(
    `Magento's reference schema is not at ${referencePath}: put shared/ beside the project or set SHARED_DIR`,
  );
}
const magento = buildSchema(readFileSync(referencePath, 'utf8'), { assumeValidSDL: true });

/** Magento adds one filter/sort field per attribute at runtime; ours are documented on the type. */
const RUNTIME_ATTRIBUTE_INPUTS = new Set(['ProductAttributeFilterInput', 'ProductAttributeSortInput']);
/** Our own types, each documented in the SDL. */
const OWN_TYPES = new Set([
  'BasePrice',
  'LowestPrice30Days',
  'ProductStockStatus',
  'VolumeDiscountRecord',
  'VolumeDiscount',
  'VolumeDiscountTier',
  'VolumeTierPrices',
  'VolumeDiscountStep',
  'ConvertCartToSavingsPlanInput',
  'ConvertCartToSavingsPlanOutput',
  'ConvertCartToSavingsPlanUserError',
  'ProductReviewStarCount',
  'SubscribeProductStockAlertInput',
  'SavingsPlanStatus',
  'SavingsPlanInterval',
  'SavingsPlanPeriodStatus',
  'SavingsPlanPeriod',
  'SavingsPlanCardSetup',
  'SavingsPlan',
  'SavingsPlanChangeInput',
  'ContractCancellationKind',
  'ContractCancellationInput',
  'ContractCancellationReceipt',
  'ProviderPaymentReturnInput',
  'ProviderPaymentReturnOutput',
  'CreateCustomerFromGuestOrderInput',
  'SupplementFacts',
  'SupplementDailyDose',
  'SupplementNutrient',
  'SupplementIngredient',
  'ResponsibleCompany',
]);

const isDocumentedExtension = (description: string | null | undefined) =>
  !!description && /^(Extension|Shop attribute)\b/.test(description);

/** Shape of a type without nullability: Magento's non-null and ours may differ only there. */
function shape(type: GraphQLType): string {
  if (isNonNullType(type)) return shape(type.ofType);
  if (isListType(type)) return `[${shape(type.ofType)}]`;
  return type.name;
}

function fieldsOf(
  type: GraphQLNamedType,
): Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return type.getFields();
  return {};
}

const ourTypes = Object.values(ours.getTypeMap()).filter(
  (t) => !t.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name),
);

describe('commerce SDL vs Magento 2.4.4', () => {
  it('declares only types Magento has, or documented own types', () => {
    const unknown = ourTypes
      .filter((t) => !magento.getType(t.name) && !OWN_TYPES.has(t.name))
      .map((t) => t.name);
    expect(unknown).toEqual([]);
    for (const name of OWN_TYPES) expect(ours.getType(name)?.description ?? '').toMatch(/^Extension/);
  });

  it('keeps Magento field names and types, documenting every extension', () => {
    const problems: string[] = [];
    for (const type of ourTypes) {
      const reference = magento.getType(type.name);
      if (!reference || OWN_TYPES.has(type.name)) continue;
      if (isEnumType(type) && isEnumType(reference)) {
        const values = new Set(reference.getValues().map((v) => v.name));
        for (const v of type.getValues())
          if (!values.has(v.name)) problems.push(`${type.name}.${v.name}: not a Magento enum value`);
        continue;
      }
      if (isUnionType(type)) continue;
      const refFields = fieldsOf(reference);
      for (const [name, field] of Object.entries(fieldsOf(type))) {
        const refField = refFields[name];
        if (!refField) {
          const viaInterface =
            (isObjectType(type) || isInterfaceType(type)) &&
            type.getInterfaces().some((i) => isDocumentedExtension(i.getFields()[name]?.description));
          const documented =
            viaInterface ||
            isDocumentedExtension(field.description) ||
            (RUNTIME_ATTRIBUTE_INPUTS.has(type.name) && !!type.description);
          if (!documented)
            problems.push(`${type.name}.${name}: not in Magento and not documented as an extension`);
          continue;
        }
        if (shape(field.type) !== shape(refField.type)) {
          problems.push(
            `${type.name}.${name}: ${shape(field.type)} here, ${shape(refField.type)} in Magento`,
          );
        }
        if ('args' in field && 'args' in refField) {
          for (const arg of field.args) {
            const refArg = refField.args.find((a) => a.name === arg.name);
            if (!refArg) problems.push(`${type.name}.${name}(${arg.name}): argument not in Magento`);
            else if (shape(arg.type) !== shape(refArg.type))
              problems.push(
                `${type.name}.${name}(${arg.name}): ${shape(arg.type)} here, ${shape(refArg.type)} in Magento`,
              );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers the queries the storefront needs', () => {
    const queries = Object.keys(ours.getQueryType()?.getFields() ?? {});
    for (const q of [
      'storeConfig',
      'availableStores',
      'currency',
      'categoryList',
      'products',
      'urlResolver',
      'route',
    ]) {
      expect(queries).toContain(q);
    }
    expect(getNamedType(ours.getQueryType()!.getFields().products!.type).name).toBe('Products');
  });
});
