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
    "\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": typeof types.AccountSettingsDocument,
    "\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation StartTotpSettings {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": typeof types.StartTotpSettingsDocument,
    "\n  mutation ConfirmTotpSettings($code: String!) {\n    confirmTotp(code: $code)\n  }\n": typeof types.ConfirmTotpSettingsDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {\n    finishPasskeyRegistration(name: $name, credential: $credential) {\n      id\n      name\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation RevokeMySession($id: ID!) {\n    revokeMySession(id: $id)\n  }\n": typeof types.RevokeMySessionDocument,
    "\n  query MembersSettings {\n    members {\n      user {\n        id\n        email\n        name\n      }\n      role\n      createdAt\n    }\n    invitations {\n      id\n      email\n      role\n      invitedBy\n      createdAt\n      expiresAt\n    }\n  }\n": typeof types.MembersSettingsDocument,
    "\n  mutation UpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) {\n      user {\n        id\n      }\n      role\n    }\n  }\n": typeof types.UpdateMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  query OrganizationSettings {\n    viewer {\n      organization {\n        id\n        name\n        mode\n        allowedOrigins\n        retentionDays\n        widget {\n          displayName\n          accentColor\n          theme\n          showBranding\n          logoUrl\n          handoffEnabled\n          desktopsAllowed\n        }\n      }\n    }\n  }\n": typeof types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: OrganizationInput!) {\n    updateOrganization(input: $input) {\n      id\n      allowedOrigins\n      retentionDays\n      widget {\n        displayName\n        accentColor\n        theme\n        showBranding\n        logoUrl\n        handoffEnabled\n        desktopsAllowed\n      }\n    }\n  }\n": typeof types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      url\n      session {\n        id\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateWidgetPreviewSessionDocument,
    "\n  query SecuritySettings {\n    securityPolicy {\n      requireSecondFactor\n    }\n    ssoSettings {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n": typeof types.SecuritySettingsDocument,
    "\n  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {\n    updateSecurityPolicy(input: $input) {\n      requireSecondFactor\n    }\n  }\n": typeof types.UpdateSecurityPolicyDocument,
    "\n  mutation UpdateSsoSettings($input: SsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n": typeof types.UpdateSsoSettingsDocument,
    "\n  query Viewer {\n    viewer {\n      credential\n      role\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n      memberships {\n        organizationId\n        organizationName\n        role\n      }\n      organization {\n        id\n        name\n        mode\n      }\n      secondFactorEnrollmentRequired\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": typeof types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n": typeof types.ConfirmTotpDocument,
};
const documents: Documents = {
    "\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": types.AccountSettingsDocument,
    "\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation StartTotpSettings {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": types.StartTotpSettingsDocument,
    "\n  mutation ConfirmTotpSettings($code: String!) {\n    confirmTotp(code: $code)\n  }\n": types.ConfirmTotpSettingsDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {\n    finishPasskeyRegistration(name: $name, credential: $credential) {\n      id\n      name\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation RevokeMySession($id: ID!) {\n    revokeMySession(id: $id)\n  }\n": types.RevokeMySessionDocument,
    "\n  query MembersSettings {\n    members {\n      user {\n        id\n        email\n        name\n      }\n      role\n      createdAt\n    }\n    invitations {\n      id\n      email\n      role\n      invitedBy\n      createdAt\n      expiresAt\n    }\n  }\n": types.MembersSettingsDocument,
    "\n  mutation UpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) {\n      user {\n        id\n      }\n      role\n    }\n  }\n": types.UpdateMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId) {\n      user {\n        id\n      }\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  query OrganizationSettings {\n    viewer {\n      organization {\n        id\n        name\n        mode\n        allowedOrigins\n        retentionDays\n        widget {\n          displayName\n          accentColor\n          theme\n          showBranding\n          logoUrl\n          handoffEnabled\n          desktopsAllowed\n        }\n      }\n    }\n  }\n": types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: OrganizationInput!) {\n    updateOrganization(input: $input) {\n      id\n      allowedOrigins\n      retentionDays\n      widget {\n        displayName\n        accentColor\n        theme\n        showBranding\n        logoUrl\n        handoffEnabled\n        desktopsAllowed\n      }\n    }\n  }\n": types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      url\n      session {\n        id\n        expiresAt\n      }\n    }\n  }\n": types.CreateWidgetPreviewSessionDocument,
    "\n  query SecuritySettings {\n    securityPolicy {\n      requireSecondFactor\n    }\n    ssoSettings {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n": types.SecuritySettingsDocument,
    "\n  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {\n    updateSecurityPolicy(input: $input) {\n      requireSecondFactor\n    }\n  }\n": types.UpdateSecurityPolicyDocument,
    "\n  mutation UpdateSsoSettings($input: SsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n": types.UpdateSsoSettingsDocument,
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
export function graphql(source: "\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpSettings {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpSettings {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpSettings($code: String!) {\n    confirmTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpSettings($code: String!) {\n    confirmTotp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {\n    finishPasskeyRegistration(name: $name, credential: $credential) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {\n    finishPasskeyRegistration(name: $name, credential: $credential) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMySession($id: ID!) {\n    revokeMySession(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeMySession($id: ID!) {\n    revokeMySession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersSettings {\n    members {\n      user {\n        id\n        email\n        name\n      }\n      role\n      createdAt\n    }\n    invitations {\n      id\n      email\n      role\n      invitedBy\n      createdAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query MembersSettings {\n    members {\n      user {\n        id\n        email\n        name\n      }\n      role\n      createdAt\n    }\n    invitations {\n      id\n      email\n      role\n      invitedBy\n      createdAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) {\n      user {\n        id\n      }\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberRole($userId: ID!, $role: Role!) {\n    updateMemberRole(userId: $userId, role: $role) {\n      user {\n        id\n      }\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId) {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId) {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      invitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSettings {\n    viewer {\n      organization {\n        id\n        name\n        mode\n        allowedOrigins\n        retentionDays\n        widget {\n          displayName\n          accentColor\n          theme\n          showBranding\n          logoUrl\n          handoffEnabled\n          desktopsAllowed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationSettings {\n    viewer {\n      organization {\n        id\n        name\n        mode\n        allowedOrigins\n        retentionDays\n        widget {\n          displayName\n          accentColor\n          theme\n          showBranding\n          logoUrl\n          handoffEnabled\n          desktopsAllowed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationSettings($input: OrganizationInput!) {\n    updateOrganization(input: $input) {\n      id\n      allowedOrigins\n      retentionDays\n      widget {\n        displayName\n        accentColor\n        theme\n        showBranding\n        logoUrl\n        handoffEnabled\n        desktopsAllowed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationSettings($input: OrganizationInput!) {\n    updateOrganization(input: $input) {\n      id\n      allowedOrigins\n      retentionDays\n      widget {\n        displayName\n        accentColor\n        theme\n        showBranding\n        logoUrl\n        handoffEnabled\n        desktopsAllowed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      url\n      session {\n        id\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      url\n      session {\n        id\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySettings {\n    securityPolicy {\n      requireSecondFactor\n    }\n    ssoSettings {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SecuritySettings {\n    securityPolicy {\n      requireSecondFactor\n    }\n    ssoSettings {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {\n    updateSecurityPolicy(input: $input) {\n      requireSecondFactor\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {\n    updateSecurityPolicy(input: $input) {\n      requireSecondFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSsoSettings($input: SsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSsoSettings($input: SsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      enabled\n      issuer\n      clientId\n      clientSecretSet\n      emailDomains\n      defaultRole\n      ssoOnly\n      redirectUri\n      signInUrl\n      updatedAt\n    }\n  }\n"];
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