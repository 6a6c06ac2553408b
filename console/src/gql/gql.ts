/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n": typeof types.SwitchOrganizationDocument,
    "\n  query Viewer {\n    viewer {\n      credential\n      role\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n      memberships {\n        organizationId\n        organizationName\n        role\n      }\n      organization {\n        id\n        name\n        mode\n      }\n      secondFactorEnrollmentRequired\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": typeof types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n": typeof types.ConfirmTotpDocument,
};
const documents: Documents = {
    "\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query Viewer {\n    viewer {\n      credential\n      role\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n      memberships {\n        organizationId\n        organizationName\n        role\n      }\n      organization {\n        id\n        name\n        mode\n      }\n      secondFactorEnrollmentRequired\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n": types.ConfirmTotpDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      credential\n      role\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n      memberships {\n        organizationId\n        organizationName\n        role\n      }\n      organization {\n        id\n        name\n        mode\n      }\n      secondFactorEnrollmentRequired\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      credential\n      role\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n      memberships {\n        organizationId\n        organizationName\n        role\n      }\n      organization {\n        id\n        name\n        mode\n      }\n      secondFactorEnrollmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;