package app_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/meridianhq/meridian/internal/platform/browsertest"
)

// The widget is photographed on a phone and on a laptop's screen.
var widgetShots = []browsertest.Viewport{browsertest.Phone, {Name: "desktop", Width: 1280, Height: 800}}

// page is a tab of the widget (a browsertest.Page), whose screenshots go
// under screenshots/widget/ at the repository's root (ignored by git).
type page struct {
	*browsertest.Page
	t   *testing.T
	ctx context.Context
}

// openPage opens a tab in a browser context of its own (its own storage
// and cookies), as a phone (390×844, touch) or a desktop (1280×800).
func openPage(t *testing.T, browser context.Context, name string, phone bool) *page {
	v := widgetShots[1]
	if phone {
		v = widgetShots[0]
	}
	p := browsertest.Open(t, browser, name, v)
	p.Shots, p.Dir = widgetShots, "screenshots/widget"
	p.State = `document.body.dataset.screen + ' / ' + document.body.dataset.status + ': ' + document.querySelector('main').innerText`
	return &page{Page: p, t: t, ctx: p.Ctx}
}

// screen waits for the page to show the screen id (body[data-screen]) and
// photographs it as name.
func (p *page) screen(id, name string) {
	p.t.Helper()
	p.Do(chromedp.WaitVisible(chromedp.CSS(`body[data-screen="` + id + `"] #` + id)))
	p.accessible()
	p.Shot(name)
}

// unlabelled lists the visible controls a screen reader could not name
// and anything reachable by mouse but not by keyboard: a form control
// without a label, a button or link without text, an element made
// focusable out of the tab order's natural sequence, or a click handler on
// something that is not a control. (A control hidden from assistive
// technology, such as a file input behind a labelled button, is left out.)
const unlabelled = `[...document.querySelectorAll('input, select, textarea, button, a, [tabindex], [onclick]')]
	.filter((e) => e.offsetParent !== null && e.type !== 'hidden' && !e.closest('[aria-hidden="true"]'))
	.filter((e) => {
		const tag = e.tagName.toLowerCase();
		if (e.hasAttribute('onclick') && !['button', 'a', 'input', 'select'].includes(tag)) return true;
		if (e.tabIndex > 0) return true;
		if (['input', 'select', 'textarea'].includes(tag)) return e.labels.length === 0 && !e.getAttribute('aria-label');
		if (tag === 'button' || tag === 'a') return !(e.innerText.trim() || e.getAttribute('aria-label'));
		return false;
	})
	.map((e) => e.outerHTML.slice(0, 120))`

// accessible checks the screen shown for unlabelled controls, and that
// the focus moved into it (to its heading) for a screen reader to read.
func (p *page) accessible() {
	p.t.Helper()
	bad := browsertest.Eval[[]string](p.Page, unlabelled)
	require.Empty(p.t, bad, "%s: controls without a name or out of keyboard reach", p.Name)
	require.True(p.t, browsertest.Eval[bool](p.Page, `document.activeElement !== document.body &&
		document.getElementById(document.body.dataset.screen).contains(document.activeElement)`),
		"%s: the focus is in the screen shown", p.Name)
}
