package docread

import "fmt"

// Reason says why an image could not be read as a document.
type Reason string

// The reasons an ImageError gives.
const (
	// ReasonEmpty is an upload of no bytes.
	ReasonEmpty Reason = "empty"
	// ReasonNotImage is a file that is not a JPEG, PNG or WebP image.
	ReasonNotImage Reason = "not_image"
	// ReasonCorrupt is an image whose header reads but whose pixels do not.
	ReasonCorrupt Reason = "corrupt"
	// ReasonTooLarge is an image whose header announces more pixels than
	// the reader decodes (a decompression bomb, or a photograph far larger
	// than a document needs).
	ReasonTooLarge Reason = "too_large"
	// ReasonTooSmall is an image too small to hold a legible document.
	ReasonTooSmall Reason = "too_small"
	// ReasonNoMRZ is an image in which no machine-readable zone was found.
	ReasonNoMRZ Reason = "no_mrz"
)

// ImageError reports an image that cannot be read as a document: the
// uploader's doing, never the server's (a 4xx, DOCUMENT_UNREADABLE).
type ImageError struct {
	Reason Reason
	// Detail says more, for people.
	Detail string
	// Err is the decoder's error, if any.
	Err error
}

// Error says what was wrong with the image.
func (e *ImageError) Error() string {
	msg := "docread: " + string(e.Reason) + ": " + e.Detail
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns the decoder's error.
func (e *ImageError) Unwrap() error { return e.Err }

func imageError(reason Reason, err error, format string, args ...any) *ImageError {
	return &ImageError{Reason: reason, Detail: fmt.Sprintf(format, args...), Err: err}
}

// Failure says how the OCR engine failed.
type Failure string

// The failures an EngineError gives.
const (
	// FailureUnavailable is an engine that cannot run: the program or its
	// language data is missing.
	FailureUnavailable Failure = "unavailable"
	// FailureTimeout is a run that took longer than Config.Timeout and was
	// killed.
	FailureTimeout Failure = "timeout"
	// FailureCrashed is a run that ended with an error of its own.
	FailureCrashed Failure = "crashed"
)

// EngineError reports that the OCR engine failed: the server's side, worth
// a retry, and in the end PROVIDER_UNAVAILABLE.
type EngineError struct {
	Failure Failure
	// Stderr is the end of what the program wrote to its standard error.
	Stderr string
	Err    error
}

// Error says how Tesseract failed.
func (e *EngineError) Error() string {
	msg := "docread: tesseract " + string(e.Failure)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	if e.Stderr != "" {
		msg += ": " + e.Stderr
	}
	return msg
}

// Unwrap returns the underlying error.
func (e *EngineError) Unwrap() error { return e.Err }
