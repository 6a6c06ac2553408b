// The GraphQL operations of the Verifications list, a session's page and
// the review queue.
import { graphql } from '../../gql';

/** The columns of a row of a session list. */
export const SESSIONS = graphql(`
  query Sessions($filter: SessionFilter, $first: Int, $after: String) {
    sessions(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        node {
          id
          status
          userReference
          decisionReason
          riskScore
          flagged
          createdAt
        }
      }
    }
  }
`);

export const WORKFLOW_NAMES = graphql(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`);

export const REVIEW_QUEUE = graphql(`
  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {
    reviewQueue(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        node {
          id
          userReference
          decisionReason
          riskScore
          flagged
          reviewSince
          assignedTo
          assignedUserId
        }
      }
    }
  }
`);

/** Members who may be given a case, and the queue's assignee filter. */
export const MEMBERS = graphql(`
  query ReviewMembers {
    members {
      role
      user {
        id
        name
        email
      }
    }
  }
`);

export const VERIFICATION_EVENTS = graphql(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`);

/**
 * A session in full. $read asks for what says who the person is (not a
 * developer's in live mode); $review for what only reviewers may see
 * (images, what was read from the document and its checks, the other
 * sessions that hold it, address, notes); $manage for its audit entries.
 */
export const SESSION = graphql(`
  query SessionDetail($id: ID!, $read: Boolean!, $review: Boolean!, $manage: Boolean!) {
    session(id: $id) {
      id
      status
      userReference @include(if: $read)
      customerId @include(if: $read)
      customer @include(if: $read) {
        id
        email
        firstName
        lastName
      }
      documentType
      country @include(if: $read)
      autoDecision
      finalDecision
      decisionReason
      riskScore
      reviewNote
      flagged
      flagReason
      assignedTo
      assignedUserId
      redoSteps
      createdAt
      completedAt
      reviewSince
      redactedAt
      expiresAt
      workflow {
        id
        name
      }
      workflowSettings {
        stages
        documentTypes
        address {
          methods
          onFail
          autoApproveThreshold
        }
        thresholds {
          ocrMin
          qualityMin
          livenessMin
          faceMatchMin
        }
      }
      checks {
        documentFront {
          confidence
          quality
          expired
          fields @include(if: $review) {
            name
            value
          }
          checks @include(if: $review) {
            name
            score
            threshold
            passed
            detail
          }
          barcode @include(if: $review) {
            name
            value
          }
        }
        documentBack {
          confidence
          quality
          expired
          fields @include(if: $review) {
            name
            value
          }
          checks @include(if: $review) {
            name
            score
            threshold
            passed
            detail
          }
          barcode @include(if: $review) {
            name
            value
          }
        }
        liveness {
          score
          passed
          multipleFaces
          reason
          signals
          checks {
            name
            score
            threshold
            passed
            detail
            frame
          }
        }
        faceMatch {
          similarity
          passed
          reason
          detail
        }
        address {
          score
          passed
        }
        crossChecks @include(if: $review) {
          name
          passed
          detail
        }
      }
      sameDocument @include(if: $review) {
        id
        status
        createdAt
      }
      address @include(if: $review) {
        line1
        line2
        city
        state
        postalCode
        country
        latitude
        longitude
      }
      documents @include(if: $review) {
        id
        kind
        contentType
        width
        height
        url
        urlExpiresAt
      }
      notes @include(if: $review) {
        id
        authorName
        body
        createdAt
      }
    }
    events(filter: { objectId: $id }, first: 50) {
      edges {
        node {
          id
          type
          createdAt
        }
      }
    }
    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {
      edges {
        node {
          id
          action
          actorName
          createdAt
        }
      }
    }
  }
`);

export const APPROVE = graphql(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`);

export const REJECT = graphql(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`);

export const REDO = graphql(`
  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {
    requestSessionRedo(id: $id, steps: $steps, note: $note) {
      url
      session {
        id
        status
        redoSteps
      }
    }
  }
`);

export const FLAG = graphql(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`);

export const ASSIGN = graphql(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`);

export const REDACT = graphql(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`);

export const ADD_NOTE = graphql(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`);

/** A session's webhook deliveries (for those who manage webhooks). */
export const SESSION_DELIVERIES = graphql(`
  query SessionDeliveries($id: ID!, $first: Int, $after: String) {
    session(id: $id) {
      id
      webhookDeliveries(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            eventType
            status
            endpointId
            createdAt
            nextAttemptAt
            attempts {
              statusCode
              error
            }
          }
        }
      }
    }
  }
`);

/** The organization's preset reasons for approving and rejecting cases. */
export const REVIEW_PRESETS = graphql(`
  query ReviewPresets {
    reviewPresets {
      id
      decision
      label
      note
    }
  }
`);

/** One action on many cases of the queue; each case answers for itself. */
export const BULK_REVIEW = graphql(`
  mutation BulkReview($input: BulkReviewInput!) {
    bulkReview(input: $input) {
      id
      code
      message
      session {
        id
        status
        flagged
        assignedTo
        assignedUserId
      }
    }
  }
`);
