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
    "\n  query ApiKeys($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          name\n          hint\n          role\n          mode\n          createdAt\n          revokedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String, $role: Role) {\n    createApiKey(name: $name, role: $role) {\n      apiKey {\n        id\n        name\n        hint\n        role\n        mode\n        createdAt\n        revokedAt\n      }\n      secret\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      id\n      endpointId\n      eventId\n      eventType\n      status\n      nextAttemptAt\n      createdAt\n      updatedAt\n      event {\n        id\n        objectId\n      }\n      request {\n        url\n        headers {\n          name\n          value\n        }\n        body\n      }\n      attempts {\n        attempt\n        statusCode\n        latencyMs\n        responseBody\n        responseHeaders {\n          name\n          value\n        }\n        error\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveryDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...EndpointFields\n    }\n  }\n": typeof types.WebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...EndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      status\n    }\n  }\n": typeof types.SendTestWebhookEventDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          nextAttemptAt\n          createdAt\n          attempts {\n            attempt\n            statusCode\n            error\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  query Events($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          type\n          objectId\n          createdAt\n          payload\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      objectId\n      createdAt\n      payload\n    }\n  }\n": typeof types.EventDocument,
    "\n  fragment EndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    createdAt\n    updatedAt\n  }\n": typeof types.EndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...EndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  query Sessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  query WorkflowNames {\n    workflows(includeArchived: true) {\n      id\n      name\n      archivedAt\n    }\n  }\n": typeof types.WorkflowNamesDocument,
    "\n  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {\n    reviewQueue(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          reviewSince\n          assignedTo\n          assignedUserId\n        }\n      }\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n  query ReviewMembers {\n    members {\n      role\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.ReviewMembersDocument,
    "\n  subscription VerificationEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      objectId\n    }\n  }\n": typeof types.VerificationEventsDocument,
    "\n  query SessionDetail($id: ID!, $review: Boolean!, $manage: Boolean!) {\n    session(id: $id) {\n      id\n      status\n      userReference\n      customerId\n      customer {\n        id\n        email\n        firstName\n        lastName\n      }\n      documentType\n      country\n      autoDecision\n      finalDecision\n      decisionReason\n      riskScore\n      reviewNote\n      flagged\n      flagReason\n      assignedTo\n      assignedUserId\n      redoSteps\n      createdAt\n      completedAt\n      reviewSince\n      redactedAt\n      expiresAt\n      workflow {\n        id\n        name\n      }\n      workflowSettings {\n        stages\n        documentTypes\n        address {\n          methods\n          onFail\n          autoApproveThreshold\n        }\n        thresholds {\n          ocrMin\n          qualityMin\n          livenessMin\n          faceMatchMin\n        }\n      }\n      checks {\n        documentFront {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        documentBack {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        liveness {\n          score\n          passed\n          multipleFaces\n        }\n        faceMatch {\n          similarity\n          passed\n        }\n        address {\n          score\n          passed\n        }\n      }\n      address @include(if: $review) {\n        line1\n        line2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n      }\n      documents @include(if: $review) {\n        id\n        kind\n        contentType\n        width\n        height\n        url\n        urlExpiresAt\n      }\n      notes @include(if: $review) {\n        id\n        authorName\n        body\n        createdAt\n      }\n    }\n    events(filter: { objectId: $id }, first: 50) {\n      edges {\n        node {\n          id\n          type\n          createdAt\n        }\n      }\n    }\n    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {\n      edges {\n        node {\n          id\n          action\n          actorName\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.SessionDetailDocument,
    "\n  mutation ApproveSession($id: ID!, $note: String) {\n    approveSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n": typeof types.ApproveSessionDocument,
    "\n  mutation RejectSession($id: ID!, $note: String) {\n    rejectSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n": typeof types.RejectSessionDocument,
    "\n  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {\n    requestSessionRedo(id: $id, steps: $steps, note: $note) {\n      url\n      session {\n        id\n        status\n        redoSteps\n      }\n    }\n  }\n": typeof types.RequestSessionRedoDocument,
    "\n  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {\n    flagSession(id: $id, flagged: $flagged, reason: $reason) {\n      id\n      flagged\n      flagReason\n    }\n  }\n": typeof types.FlagSessionDocument,
    "\n  mutation AssignSession($id: ID!, $userId: ID) {\n    assignSession(id: $id, userId: $userId) {\n      id\n      assignedTo\n      assignedUserId\n    }\n  }\n": typeof types.AssignSessionDocument,
    "\n  mutation RedactSession($id: ID!) {\n    redactSession(id: $id) {\n      id\n      redactedAt\n    }\n  }\n": typeof types.RedactSessionDocument,
    "\n  mutation AddSessionNote($id: ID!, $body: String!) {\n    addSessionNote(id: $id, body: $body) {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n": typeof types.AddSessionNoteDocument,
    "\n  query SessionDeliveries($id: ID!, $first: Int, $after: String) {\n    session(id: $id) {\n      id\n      webhookDeliveries(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            eventType\n            status\n            endpointId\n            createdAt\n            nextAttemptAt\n            attempts {\n              statusCode\n              error\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SessionDeliveriesDocument,
    "\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": typeof types.AccountSettingsDocument,
    "\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateMyName($name: String!) {\n    updateMyName(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateMyNameDocument,
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
    "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          action\n          actorKeyId\n          actorName\n          objectType\n          objectId\n          requestId\n          data\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": typeof types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n": typeof types.ConfirmTotpDocument,
    "\n  fragment WorkflowFields on Workflow {\n    id\n    name\n    isDefault\n    stages\n    documentTypes\n    address {\n      methods\n      onFail\n      autoApproveThreshold\n    }\n    thresholds {\n      ocrMin\n      qualityMin\n      livenessMin\n      faceMatchMin\n    }\n    createdAt\n    updatedAt\n    archivedAt\n  }\n": typeof types.WorkflowFieldsFragmentDoc,
    "\n  query Workflows($includeArchived: Boolean) {\n    workflows(includeArchived: $includeArchived) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.WorkflowsDocument,
    "\n  query Workflow($id: ID!) {\n    workflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.WorkflowDocument,
    "\n  mutation CreateWorkflow($input: WorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.CreateWorkflowDocument,
    "\n  mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {\n    updateWorkflow(id: $id, input: $input) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.UpdateWorkflowDocument,
    "\n  mutation ArchiveWorkflow($id: ID!) {\n    archiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.ArchiveWorkflowDocument,
    "\n  mutation UnarchiveWorkflow($id: ID!) {\n    unarchiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.UnarchiveWorkflowDocument,
};
const documents: Documents = {
    "\n  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {\n    switchOrganization(organizationId: $organizationId, mode: $mode) {\n      organization {\n        id\n        mode\n      }\n    }\n  }\n": types.SwitchOrganizationDocument,
    "\n  query ApiKeys($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          name\n          hint\n          role\n          mode\n          createdAt\n          revokedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String, $role: Role) {\n    createApiKey(name: $name, role: $role) {\n      apiKey {\n        id\n        name\n        hint\n        role\n        mode\n        createdAt\n        revokedAt\n      }\n      secret\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      id\n      endpointId\n      eventId\n      eventType\n      status\n      nextAttemptAt\n      createdAt\n      updatedAt\n      event {\n        id\n        objectId\n      }\n      request {\n        url\n        headers {\n          name\n          value\n        }\n        body\n      }\n      attempts {\n        attempt\n        statusCode\n        latencyMs\n        responseBody\n        responseHeaders {\n          name\n          value\n        }\n        error\n        createdAt\n      }\n    }\n  }\n": types.WebhookDeliveryDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...EndpointFields\n    }\n  }\n": types.WebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...EndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      status\n    }\n  }\n": types.SendTestWebhookEventDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          nextAttemptAt\n          createdAt\n          attempts {\n            attempt\n            statusCode\n            error\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  query Events($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          type\n          objectId\n          createdAt\n          payload\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventsDocument,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      objectId\n      createdAt\n      payload\n    }\n  }\n": types.EventDocument,
    "\n  fragment EndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    createdAt\n    updatedAt\n  }\n": types.EndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...EndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  query Sessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          createdAt\n        }\n      }\n    }\n  }\n": types.SessionsDocument,
    "\n  query WorkflowNames {\n    workflows(includeArchived: true) {\n      id\n      name\n      archivedAt\n    }\n  }\n": types.WorkflowNamesDocument,
    "\n  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {\n    reviewQueue(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          reviewSince\n          assignedTo\n          assignedUserId\n        }\n      }\n    }\n  }\n": types.ReviewQueueDocument,
    "\n  query ReviewMembers {\n    members {\n      role\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.ReviewMembersDocument,
    "\n  subscription VerificationEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      objectId\n    }\n  }\n": types.VerificationEventsDocument,
    "\n  query SessionDetail($id: ID!, $review: Boolean!, $manage: Boolean!) {\n    session(id: $id) {\n      id\n      status\n      userReference\n      customerId\n      customer {\n        id\n        email\n        firstName\n        lastName\n      }\n      documentType\n      country\n      autoDecision\n      finalDecision\n      decisionReason\n      riskScore\n      reviewNote\n      flagged\n      flagReason\n      assignedTo\n      assignedUserId\n      redoSteps\n      createdAt\n      completedAt\n      reviewSince\n      redactedAt\n      expiresAt\n      workflow {\n        id\n        name\n      }\n      workflowSettings {\n        stages\n        documentTypes\n        address {\n          methods\n          onFail\n          autoApproveThreshold\n        }\n        thresholds {\n          ocrMin\n          qualityMin\n          livenessMin\n          faceMatchMin\n        }\n      }\n      checks {\n        documentFront {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        documentBack {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        liveness {\n          score\n          passed\n          multipleFaces\n        }\n        faceMatch {\n          similarity\n          passed\n        }\n        address {\n          score\n          passed\n        }\n      }\n      address @include(if: $review) {\n        line1\n        line2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n      }\n      documents @include(if: $review) {\n        id\n        kind\n        contentType\n        width\n        height\n        url\n        urlExpiresAt\n      }\n      notes @include(if: $review) {\n        id\n        authorName\n        body\n        createdAt\n      }\n    }\n    events(filter: { objectId: $id }, first: 50) {\n      edges {\n        node {\n          id\n          type\n          createdAt\n        }\n      }\n    }\n    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {\n      edges {\n        node {\n          id\n          action\n          actorName\n          createdAt\n        }\n      }\n    }\n  }\n": types.SessionDetailDocument,
    "\n  mutation ApproveSession($id: ID!, $note: String) {\n    approveSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n": types.ApproveSessionDocument,
    "\n  mutation RejectSession($id: ID!, $note: String) {\n    rejectSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n": types.RejectSessionDocument,
    "\n  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {\n    requestSessionRedo(id: $id, steps: $steps, note: $note) {\n      url\n      session {\n        id\n        status\n        redoSteps\n      }\n    }\n  }\n": types.RequestSessionRedoDocument,
    "\n  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {\n    flagSession(id: $id, flagged: $flagged, reason: $reason) {\n      id\n      flagged\n      flagReason\n    }\n  }\n": types.FlagSessionDocument,
    "\n  mutation AssignSession($id: ID!, $userId: ID) {\n    assignSession(id: $id, userId: $userId) {\n      id\n      assignedTo\n      assignedUserId\n    }\n  }\n": types.AssignSessionDocument,
    "\n  mutation RedactSession($id: ID!) {\n    redactSession(id: $id) {\n      id\n      redactedAt\n    }\n  }\n": types.RedactSessionDocument,
    "\n  mutation AddSessionNote($id: ID!, $body: String!) {\n    addSessionNote(id: $id, body: $body) {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n": types.AddSessionNoteDocument,
    "\n  query SessionDeliveries($id: ID!, $first: Int, $after: String) {\n    session(id: $id) {\n      id\n      webhookDeliveries(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            eventType\n            status\n            endpointId\n            createdAt\n            nextAttemptAt\n            attempts {\n              statusCode\n              error\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SessionDeliveriesDocument,
    "\n  query AccountSettings {\n    viewer {\n      user {\n        id\n        email\n        name\n        totpEnabled\n      }\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": types.AccountSettingsDocument,
    "\n  mutation ChangePassword($current: String!, $new: String!) {\n    changePassword(current: $current, new: $new)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateMyName($name: String!) {\n    updateMyName(name: $name) {\n      id\n      name\n    }\n  }\n": types.UpdateMyNameDocument,
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
    "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          action\n          actorKeyId\n          actorName\n          objectType\n          objectId\n          requestId\n          data\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n": types.ConfirmTotpDocument,
    "\n  fragment WorkflowFields on Workflow {\n    id\n    name\n    isDefault\n    stages\n    documentTypes\n    address {\n      methods\n      onFail\n      autoApproveThreshold\n    }\n    thresholds {\n      ocrMin\n      qualityMin\n      livenessMin\n      faceMatchMin\n    }\n    createdAt\n    updatedAt\n    archivedAt\n  }\n": types.WorkflowFieldsFragmentDoc,
    "\n  query Workflows($includeArchived: Boolean) {\n    workflows(includeArchived: $includeArchived) {\n      ...WorkflowFields\n    }\n  }\n": types.WorkflowsDocument,
    "\n  query Workflow($id: ID!) {\n    workflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": types.WorkflowDocument,
    "\n  mutation CreateWorkflow($input: WorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowFields\n    }\n  }\n": types.CreateWorkflowDocument,
    "\n  mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {\n    updateWorkflow(id: $id, input: $input) {\n      ...WorkflowFields\n    }\n  }\n": types.UpdateWorkflowDocument,
    "\n  mutation ArchiveWorkflow($id: ID!) {\n    archiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": types.ArchiveWorkflowDocument,
    "\n  mutation UnarchiveWorkflow($id: ID!) {\n    unarchiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n": types.UnarchiveWorkflowDocument,
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
export function graphql(source: "\n  query ApiKeys($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          name\n          hint\n          role\n          mode\n          createdAt\n          revokedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          name\n          hint\n          role\n          mode\n          createdAt\n          revokedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String, $role: Role) {\n    createApiKey(name: $name, role: $role) {\n      apiKey {\n        id\n        name\n        hint\n        role\n        mode\n        createdAt\n        revokedAt\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String, $role: Role) {\n    createApiKey(name: $name, role: $role) {\n      apiKey {\n        id\n        name\n        hint\n        role\n        mode\n        createdAt\n        revokedAt\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      id\n      endpointId\n      eventId\n      eventType\n      status\n      nextAttemptAt\n      createdAt\n      updatedAt\n      event {\n        id\n        objectId\n      }\n      request {\n        url\n        headers {\n          name\n          value\n        }\n        body\n      }\n      attempts {\n        attempt\n        statusCode\n        latencyMs\n        responseBody\n        responseHeaders {\n          name\n          value\n        }\n        error\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDelivery($id: ID!) {\n    webhookDelivery(id: $id) {\n      id\n      endpointId\n      eventId\n      eventType\n      status\n      nextAttemptAt\n      createdAt\n      updatedAt\n      event {\n        id\n        objectId\n      }\n      request {\n        url\n        headers {\n          name\n          value\n        }\n        body\n      }\n      attempts {\n        attempt\n        statusCode\n        latencyMs\n        responseBody\n        responseHeaders {\n          name\n          value\n        }\n        error\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...EndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) {\n      ...EndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...EndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...EndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          nextAttemptAt\n          createdAt\n          attempts {\n            attempt\n            statusCode\n            error\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          nextAttemptAt\n          createdAt\n          attempts {\n            attempt\n            statusCode\n            error\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          type\n          objectId\n          createdAt\n          payload\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Events($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          type\n          objectId\n          createdAt\n          payload\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      objectId\n      createdAt\n      payload\n    }\n  }\n"): (typeof documents)["\n  query Event($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      objectId\n      createdAt\n      payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledReason\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...EndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...EndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...EndpointFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowNames {\n    workflows(includeArchived: true) {\n      id\n      name\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  query WorkflowNames {\n    workflows(includeArchived: true) {\n      id\n      name\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {\n    reviewQueue(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          reviewSince\n          assignedTo\n          assignedUserId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {\n    reviewQueue(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          userReference\n          decisionReason\n          riskScore\n          flagged\n          reviewSince\n          assignedTo\n          assignedUserId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewMembers {\n    members {\n      role\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewMembers {\n    members {\n      role\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VerificationEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      objectId\n    }\n  }\n"): (typeof documents)["\n  subscription VerificationEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      objectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionDetail($id: ID!, $review: Boolean!, $manage: Boolean!) {\n    session(id: $id) {\n      id\n      status\n      userReference\n      customerId\n      customer {\n        id\n        email\n        firstName\n        lastName\n      }\n      documentType\n      country\n      autoDecision\n      finalDecision\n      decisionReason\n      riskScore\n      reviewNote\n      flagged\n      flagReason\n      assignedTo\n      assignedUserId\n      redoSteps\n      createdAt\n      completedAt\n      reviewSince\n      redactedAt\n      expiresAt\n      workflow {\n        id\n        name\n      }\n      workflowSettings {\n        stages\n        documentTypes\n        address {\n          methods\n          onFail\n          autoApproveThreshold\n        }\n        thresholds {\n          ocrMin\n          qualityMin\n          livenessMin\n          faceMatchMin\n        }\n      }\n      checks {\n        documentFront {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        documentBack {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        liveness {\n          score\n          passed\n          multipleFaces\n        }\n        faceMatch {\n          similarity\n          passed\n        }\n        address {\n          score\n          passed\n        }\n      }\n      address @include(if: $review) {\n        line1\n        line2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n      }\n      documents @include(if: $review) {\n        id\n        kind\n        contentType\n        width\n        height\n        url\n        urlExpiresAt\n      }\n      notes @include(if: $review) {\n        id\n        authorName\n        body\n        createdAt\n      }\n    }\n    events(filter: { objectId: $id }, first: 50) {\n      edges {\n        node {\n          id\n          type\n          createdAt\n        }\n      }\n    }\n    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {\n      edges {\n        node {\n          id\n          action\n          actorName\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionDetail($id: ID!, $review: Boolean!, $manage: Boolean!) {\n    session(id: $id) {\n      id\n      status\n      userReference\n      customerId\n      customer {\n        id\n        email\n        firstName\n        lastName\n      }\n      documentType\n      country\n      autoDecision\n      finalDecision\n      decisionReason\n      riskScore\n      reviewNote\n      flagged\n      flagReason\n      assignedTo\n      assignedUserId\n      redoSteps\n      createdAt\n      completedAt\n      reviewSince\n      redactedAt\n      expiresAt\n      workflow {\n        id\n        name\n      }\n      workflowSettings {\n        stages\n        documentTypes\n        address {\n          methods\n          onFail\n          autoApproveThreshold\n        }\n        thresholds {\n          ocrMin\n          qualityMin\n          livenessMin\n          faceMatchMin\n        }\n      }\n      checks {\n        documentFront {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        documentBack {\n          confidence\n          quality\n          expired\n          fields @include(if: $review) {\n            name\n            value\n          }\n        }\n        liveness {\n          score\n          passed\n          multipleFaces\n        }\n        faceMatch {\n          similarity\n          passed\n        }\n        address {\n          score\n          passed\n        }\n      }\n      address @include(if: $review) {\n        line1\n        line2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n      }\n      documents @include(if: $review) {\n        id\n        kind\n        contentType\n        width\n        height\n        url\n        urlExpiresAt\n      }\n      notes @include(if: $review) {\n        id\n        authorName\n        body\n        createdAt\n      }\n    }\n    events(filter: { objectId: $id }, first: 50) {\n      edges {\n        node {\n          id\n          type\n          createdAt\n        }\n      }\n    }\n    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {\n      edges {\n        node {\n          id\n          action\n          actorName\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveSession($id: ID!, $note: String) {\n    approveSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveSession($id: ID!, $note: String) {\n    approveSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectSession($id: ID!, $note: String) {\n    rejectSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n"): (typeof documents)["\n  mutation RejectSession($id: ID!, $note: String) {\n    rejectSession(id: $id, note: $note) {\n      id\n      status\n      finalDecision\n      decisionReason\n      reviewNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {\n    requestSessionRedo(id: $id, steps: $steps, note: $note) {\n      url\n      session {\n        id\n        status\n        redoSteps\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {\n    requestSessionRedo(id: $id, steps: $steps, note: $note) {\n      url\n      session {\n        id\n        status\n        redoSteps\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {\n    flagSession(id: $id, flagged: $flagged, reason: $reason) {\n      id\n      flagged\n      flagReason\n    }\n  }\n"): (typeof documents)["\n  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {\n    flagSession(id: $id, flagged: $flagged, reason: $reason) {\n      id\n      flagged\n      flagReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignSession($id: ID!, $userId: ID) {\n    assignSession(id: $id, userId: $userId) {\n      id\n      assignedTo\n      assignedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation AssignSession($id: ID!, $userId: ID) {\n    assignSession(id: $id, userId: $userId) {\n      id\n      assignedTo\n      assignedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedactSession($id: ID!) {\n    redactSession(id: $id) {\n      id\n      redactedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RedactSession($id: ID!) {\n    redactSession(id: $id) {\n      id\n      redactedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSessionNote($id: ID!, $body: String!) {\n    addSessionNote(id: $id, body: $body) {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddSessionNote($id: ID!, $body: String!) {\n    addSessionNote(id: $id, body: $body) {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionDeliveries($id: ID!, $first: Int, $after: String) {\n    session(id: $id) {\n      id\n      webhookDeliveries(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            eventType\n            status\n            endpointId\n            createdAt\n            nextAttemptAt\n            attempts {\n              statusCode\n              error\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionDeliveries($id: ID!, $first: Int, $after: String) {\n    session(id: $id) {\n      id\n      webhookDeliveries(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            eventType\n            status\n            endpointId\n            createdAt\n            nextAttemptAt\n            attempts {\n              statusCode\n              error\n            }\n          }\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateMyName($name: String!) {\n    updateMyName(name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyName($name: String!) {\n    updateMyName(name: $name) {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          action\n          actorKeyId\n          actorName\n          objectType\n          objectId\n          requestId\n          data\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          action\n          actorKeyId\n          actorName\n          objectType\n          objectId\n          requestId\n          data\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotp($code: String!) {\n    confirmTotp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowFields on Workflow {\n    id\n    name\n    isDefault\n    stages\n    documentTypes\n    address {\n      methods\n      onFail\n      autoApproveThreshold\n    }\n    thresholds {\n      ocrMin\n      qualityMin\n      livenessMin\n      faceMatchMin\n    }\n    createdAt\n    updatedAt\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment WorkflowFields on Workflow {\n    id\n    name\n    isDefault\n    stages\n    documentTypes\n    address {\n      methods\n      onFail\n      autoApproveThreshold\n    }\n    thresholds {\n      ocrMin\n      qualityMin\n      livenessMin\n      faceMatchMin\n    }\n    createdAt\n    updatedAt\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workflows($includeArchived: Boolean) {\n    workflows(includeArchived: $includeArchived) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  query Workflows($includeArchived: Boolean) {\n    workflows(includeArchived: $includeArchived) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workflow($id: ID!) {\n    workflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  query Workflow($id: ID!) {\n    workflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkflow($input: WorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkflow($input: WorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {\n    updateWorkflow(id: $id, input: $input) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {\n    updateWorkflow(id: $id, input: $input) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveWorkflow($id: ID!) {\n    archiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveWorkflow($id: ID!) {\n    archiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveWorkflow($id: ID!) {\n    unarchiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnarchiveWorkflow($id: ID!) {\n    unarchiveWorkflow(id: $id) {\n      ...WorkflowFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;