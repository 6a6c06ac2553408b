/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a failed address check does to the verdict. */
export type AddressFailure =
  | 'REJECT'
  | 'REVIEW';

/** How an address is checked. */
export type AddressMethod =
  /** The device's location is compared with it. */
  | 'DEVICE_LOCATION'
  /** The address is looked up on a map. */
  | 'GEOCODE_LOOKUP'
  /** A proof of address (a bill, a statement) is read. */
  | 'POA_DOCUMENT';

/** How the caller authenticated. */
export type CredentialKind =
  /** A client token, bound to one verification session, from the widget. */
  | 'CLIENT_TOKEN'
  /** A secret key (sk_test_… or sk_live_…), from a business's backend. */
  | 'SECRET_KEY'
  /** A person signed in to the console (the session cookie). */
  | 'USER';

/** A verdict. */
export type Decision =
  | 'APPROVED'
  | 'REJECTED'
  | 'REQUIRES_REVIEW';

/** Why a session was decided as it was (Arkyc's decision reasons). */
export type DecisionReason =
  | 'ADDRESS_DOCUMENT_REVIEW'
  | 'ADDRESS_LOW_CONFIDENCE'
  | 'ADDRESS_VERIFICATION_FAILED'
  | 'AUTO_APPROVED'
  | 'DOCUMENT_EXPIRED'
  | 'FACE_MATCH_FAILED'
  | 'FACE_MATCH_LOW_CONFIDENCE'
  | 'LIVENESS_FAILED'
  | 'LIVENESS_LOW_CONFIDENCE'
  | 'LOW_DOCUMENT_QUALITY'
  | 'MANUAL_APPROVAL'
  | 'MANUAL_REJECTION'
  | 'MULTIPLE_FACES_DETECTED'
  | 'OCR_LOW_CONFIDENCE';

/** Where a delivery is. */
export type DeliveryStatus =
  /** Every attempt failed, or the endpoint was disabled. */
  | 'FAILED'
  /** Not yet received: its next attempt is scheduled (nextAttemptAt), or under way. */
  | 'PENDING'
  /** An attempt got a 2xx answer. */
  | 'SUCCEEDED';

/** What an upload shows. */
export type DocumentKind =
  | 'DOCUMENT_BACK'
  | 'DOCUMENT_FRONT'
  /** A selfie (an image). */
  | 'LIVENESS'
  /** A selfie's short video, when the widget recorded one. */
  | 'LIVENESS_VIDEO'
  /** A proof of address. */
  | 'POA';

export type DocumentType =
  | 'DRIVERS_LICENSE'
  | 'ID_CARD'
  | 'PASSPORT'
  | 'RESIDENCE_PERMIT';

/** Test objects and live objects never mix; a key belongs to one mode. */
export type Mode =
  | 'LIVE'
  | 'TEST';

/** A step a reviewer can ask the person to take again. */
export type RedoStep =
  | 'ADDRESS'
  /** Both sides of the document, or the passport's page. */
  | 'DOCUMENT'
  /** The back alone. */
  | 'DOCUMENT_BACK'
  | 'LIVENESS';

export type ReviewQueueFilter = {
  /** Only the cases of one reviewer (a secret key's id). */
  assignedKeyId?: string | null | undefined;
  /** Only the cases of one member (their user id). */
  assignedUserId?: string | null | undefined;
  flagged?: boolean | null | undefined;
  /** Only cases waiting at least this many seconds. */
  minAgeSeconds?: number | null | undefined;
  /** The decision reason that sent sessions to review. */
  reason?: DecisionReason | null | undefined;
};

/** What a member of an organization, or a restricted key, may do (the README's matrix). */
export type Role =
  | 'ADMIN'
  | 'DEVELOPER'
  | 'FINANCE'
  | 'OWNER'
  | 'REVIEWER'
  | 'VIEWER';

export type SessionFilter = {
  /** Created at or after. */
  createdAfter?: string | null | undefined;
  /** Created before. */
  createdBefore?: string | null | undefined;
  customerId?: string | null | undefined;
  decisionReason?: DecisionReason | null | undefined;
  flagged?: boolean | null | undefined;
  /** A session id, a user reference, or a customer's id or email, exactly. */
  search?: string | null | undefined;
  status?: SessionStatus | null | undefined;
  userReference?: string | null | undefined;
  workflowId?: string | null | undefined;
};

/** Where a session is: the REST status in capitals (pending is PENDING). */
export type SessionStatus =
  | 'ADDRESS_SUBMITTED'
  | 'APPROVED'
  | 'CANCELLED'
  | 'DOCUMENT_SUBMITTED'
  | 'EXPIRED'
  | 'LIVENESS_SUBMITTED'
  | 'PENDING'
  | 'PROCESSING'
  | 'REJECTED'
  | 'REQUIRES_REVIEW'
  | 'STARTED';

/** A step of verification. */
export type Stage =
  /** The person's home address. */
  | 'ADDRESS'
  /** The identity document: both sides, or a passport's page. */
  | 'DOCUMENT'
  /** The selfie compared with the document's portrait. */
  | 'FACE_MATCH'
  /** A selfie, judged live. */
  | 'LIVENESS';

export type SwitchOrganizationMutationVariables = Exact<{
  organizationId: string;
  mode: Mode;
}>;


export type SwitchOrganizationMutation = { switchOrganization: { organization: { id: string, mode: Mode } } };

export type SessionsQueryVariables = Exact<{
  filter?: SessionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SessionsQuery = { sessions: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: SessionStatus, userReference: string | null, decisionReason: DecisionReason | null, riskScore: number | null, flagged: boolean, createdAt: string } }> } };

export type WorkflowNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowNamesQuery = { workflows: Array<{ id: string, name: string, archivedAt: string | null }> };

export type ReviewQueueQueryVariables = Exact<{
  filter?: ReviewQueueFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReviewQueueQuery = { reviewQueue: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, userReference: string | null, decisionReason: DecisionReason | null, riskScore: number | null, flagged: boolean, reviewSince: string | null, assignedTo: string | null, assignedUserId: string | null } }> } };

export type ReviewMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewMembersQuery = { members: Array<{ role: Role, user: { id: string, name: string, email: string } }> };

export type VerificationEventsSubscriptionVariables = Exact<{
  types?: Array<string> | string | null | undefined;
}>;


export type VerificationEventsSubscription = { events: { id: string, type: string, objectId: string } };

export type SessionDetailQueryVariables = Exact<{
  id: string;
  review: boolean;
  manage: boolean;
}>;


export type SessionDetailQuery = { session: { id: string, status: SessionStatus, userReference: string | null, customerId: string | null, documentType: DocumentType | null, country: string | null, autoDecision: Decision | null, finalDecision: Decision | null, decisionReason: DecisionReason | null, riskScore: number | null, reviewNote: string | null, flagged: boolean, flagReason: string | null, assignedTo: string | null, assignedUserId: string | null, redoSteps: Array<RedoStep>, createdAt: string, completedAt: string | null, reviewSince: string | null, redactedAt: string | null, expiresAt: string, customer: { id: string, email: string, firstName: string, lastName: string } | null, workflow: { id: string, name: string } | null, workflowSettings: { stages: Array<Stage>, documentTypes: Array<DocumentType>, address: { methods: Array<AddressMethod>, onFail: AddressFailure, autoApproveThreshold: number }, thresholds: { ocrMin: number, qualityMin: number, livenessMin: number, faceMatchMin: number } }, checks: { documentFront: { confidence: number, quality: number, expired: boolean, fields?: Array<{ name: string, value: string }> } | null, documentBack: { confidence: number, quality: number, expired: boolean, fields?: Array<{ name: string, value: string }> } | null, liveness: Array<{ score: number, passed: boolean, multipleFaces: boolean }>, faceMatch: { similarity: number, passed: boolean } | null, address: { score: number, passed: boolean } | null } | null, address?: { line1: string, line2: string | null, city: string, state: string | null, postalCode: string | null, country: string, latitude: number | null, longitude: number | null } | null, documents?: Array<{ id: string, kind: DocumentKind, contentType: string, width: number, height: number, url: string, urlExpiresAt: string }>, notes?: Array<{ id: string, authorName: string, body: string | null, createdAt: string }> } | null, events: { edges: Array<{ node: { id: string, type: string, createdAt: string } }> }, auditLog?: { edges: Array<{ node: { id: string, action: string, actorName: string, createdAt: string } }> } };

export type ApproveSessionMutationVariables = Exact<{
  id: string;
  note?: string | null | undefined;
}>;


export type ApproveSessionMutation = { approveSession: { id: string, status: SessionStatus, finalDecision: Decision | null, decisionReason: DecisionReason | null, reviewNote: string | null } };

export type RejectSessionMutationVariables = Exact<{
  id: string;
  note?: string | null | undefined;
}>;


export type RejectSessionMutation = { rejectSession: { id: string, status: SessionStatus, finalDecision: Decision | null, decisionReason: DecisionReason | null, reviewNote: string | null } };

export type RequestSessionRedoMutationVariables = Exact<{
  id: string;
  steps: Array<RedoStep> | RedoStep;
  note?: string | null | undefined;
}>;


export type RequestSessionRedoMutation = { requestSessionRedo: { url: string, session: { id: string, status: SessionStatus, redoSteps: Array<RedoStep> } } };

export type FlagSessionMutationVariables = Exact<{
  id: string;
  flagged: boolean;
  reason?: string | null | undefined;
}>;


export type FlagSessionMutation = { flagSession: { id: string, flagged: boolean, flagReason: string | null } };

export type AssignSessionMutationVariables = Exact<{
  id: string;
  userId?: string | null | undefined;
}>;


export type AssignSessionMutation = { assignSession: { id: string, assignedTo: string | null, assignedUserId: string | null } };

export type RedactSessionMutationVariables = Exact<{
  id: string;
}>;


export type RedactSessionMutation = { redactSession: { id: string, redactedAt: string | null } };

export type AddSessionNoteMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type AddSessionNoteMutation = { addSessionNote: { id: string, authorName: string, body: string | null, createdAt: string } };

export type SessionDeliveriesQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SessionDeliveriesQuery = { session: { id: string, webhookDeliveries: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, eventType: string, status: DeliveryStatus, endpointId: string, createdAt: string, nextAttemptAt: string | null, attempts: Array<{ statusCode: number | null, error: string | null }> } }> } } | null };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { credential: CredentialKind, role: Role | null, secondFactorEnrollmentRequired: boolean, user: { id: string, email: string, name: string, totpEnabled: boolean } | null, memberships: Array<{ organizationId: string, organizationName: string, role: Role }>, organization: { id: string, name: string, mode: Mode } } };

export type StartTotpEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTotpEnrollmentMutation = { startTotpEnrollment: { secret: string, otpauthUri: string, qrSvg: string } };

export type ConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTotpMutation = { confirmTotp: Array<string> };


export const SwitchOrganizationDocument = {"__meta__":{"hash":"sha256:3a3061fa45ceebb5343288a07a6268620ec7f2e2600dfa8dfc09bf6c3f85063f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Mode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchOrganizationMutation, SwitchOrganizationMutationVariables>;
export const SessionsDocument = {"__meta__":{"hash":"sha256:2f4aa0355bf574dbf3015a94c18605b40dd8bf1276b5dd8631d62e4d490ee8c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userReference"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const WorkflowNamesDocument = {"__meta__":{"hash":"sha256:1c7ba5ced4b73e0104558b4203b12dcc2409d6635369690df5d0c7c8b1f76479"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<WorkflowNamesQuery, WorkflowNamesQueryVariables>;
export const ReviewQueueDocument = {"__meta__":{"hash":"sha256:45a9c0ceef7fd0e09b4f8a99bfb3dd9b83523aaf1ef54fcac98e71eee6d763ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewQueueFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userReference"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"reviewSince"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUserId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const ReviewMembersDocument = {"__meta__":{"hash":"sha256:ae87ca4dca321d1d93548aff4115057fa0984295923a5f33738e1dfea896cfb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewMembersQuery, ReviewMembersQueryVariables>;
export const VerificationEventsDocument = {"__meta__":{"hash":"sha256:b310b533af5bd7d5550770241036efa2cba924e76d36bde1a4e7fc151c722dc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VerificationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}}]}}]}}]} as unknown as DocumentNode<VerificationEventsSubscription, VerificationEventsSubscriptionVariables>;
export const SessionDetailDocument = {"__meta__":{"hash":"sha256:ca84e13f20ccc1770144b36d8cd45f0d91a7c6d35b0685c568ede072062cde2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"review"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"autoDecision"}},{"kind":"Field","name":{"kind":"Name","value":"finalDecision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskScore"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"flagReason"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUserId"}},{"kind":"Field","name":{"kind":"Name","value":"redoSteps"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewSince"}},{"kind":"Field","name":{"kind":"Name","value":"redactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workflowSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stages"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"onFail"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveThreshold"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ocrMin"}},{"kind":"Field","name":{"kind":"Name","value":"qualityMin"}},{"kind":"Field","name":{"kind":"Name","value":"livenessMin"}},{"kind":"Field","name":{"kind":"Name","value":"faceMatchMin"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentFront"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentBack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"multipleFaces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faceMatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarity"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"objectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manage"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionDetailQuery, SessionDetailQueryVariables>;
export const ApproveSessionDocument = {"__meta__":{"hash":"sha256:ab2a88775bae5706a38f6caf9d981e89ed03b491e12ac745096bae0e849e558f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalDecision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}}]}}]}}]} as unknown as DocumentNode<ApproveSessionMutation, ApproveSessionMutationVariables>;
export const RejectSessionDocument = {"__meta__":{"hash":"sha256:e0960a61710eb2d8db0944419ac2e91da7da08107da40787597b01cbc6caf402"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalDecision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}}]}}]}}]} as unknown as DocumentNode<RejectSessionMutation, RejectSessionMutationVariables>;
export const RequestSessionRedoDocument = {"__meta__":{"hash":"sha256:4b7620e8e2c4cd927b89772150b936dfcd1acb2f1a0ff473e822f2adbb8d8264"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSessionRedo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"steps"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedoStep"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSessionRedo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"steps"},"value":{"kind":"Variable","name":{"kind":"Name","value":"steps"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redoSteps"}}]}}]}}]}}]} as unknown as DocumentNode<RequestSessionRedoMutation, RequestSessionRedoMutationVariables>;
export const FlagSessionDocument = {"__meta__":{"hash":"sha256:3c258c7d4b723d51d03c158a16f90799e89c3d096ea0a95511f6bd8666a3f947"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"flagged"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flagged"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"flagReason"}}]}}]}}]} as unknown as DocumentNode<FlagSessionMutation, FlagSessionMutationVariables>;
export const AssignSessionDocument = {"__meta__":{"hash":"sha256:4773275496f69d92b6ddd1601ab7ba38f0a82e5771ebc400aa3d5fa6b52bc12b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUserId"}}]}}]}}]} as unknown as DocumentNode<AssignSessionMutation, AssignSessionMutationVariables>;
export const RedactSessionDocument = {"__meta__":{"hash":"sha256:556bb5f36e3c85a255a2ffaa3ed3875bec16297ca66f7be15a26300822f98bfb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedactSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redactSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redactedAt"}}]}}]}}]} as unknown as DocumentNode<RedactSessionMutation, RedactSessionMutationVariables>;
export const AddSessionNoteDocument = {"__meta__":{"hash":"sha256:c53ee17aa66ec8ed2c41c76e13be9bd13a182983f23b7dac9f974812784daece"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSessionNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSessionNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AddSessionNoteMutation, AddSessionNoteMutationVariables>;
export const SessionDeliveriesDocument = {"__meta__":{"hash":"sha256:75763ac38fd0260c5080eab8853e542d85614a04a075e9956ca034303918841a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionDeliveriesQuery, SessionDeliveriesQueryVariables>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:c45728650b7b262f062d1136447f34636ec251a4d83a6be8430feb0b54358528"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credential"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactorEnrollmentRequired"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const StartTotpEnrollmentDocument = {"__meta__":{"hash":"sha256:09bfcca760b470f0989646027478e2a6d9a0dddce979e4af65f8ba43c7f3b543"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTotpEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<StartTotpEnrollmentMutation, StartTotpEnrollmentMutationVariables>;
export const ConfirmTotpDocument = {"__meta__":{"hash":"sha256:e7d28405089723136224c2bbcc4e2b4006168a2e664eed7629f72f208e4c66c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmTotpMutation, ConfirmTotpMutationVariables>;