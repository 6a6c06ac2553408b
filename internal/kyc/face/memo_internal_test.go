package face

import (
	"fmt"
	"testing"
)

// The memo keeps its newest answers, the oldest going first.
func TestMemoKeepsTheNewest(t *testing.T) {
	var c memo
	for i := range memoSize + 10 {
		c.put(fmt.Sprint(i), i)
	}
	if _, ok := c.get("0"); ok {
		t.Fatal("the oldest answer stays past the memo's size")
	}
	if v, ok := c.get(fmt.Sprint(memoSize + 9)); !ok || v != memoSize+9 {
		t.Fatal("the newest answer is gone")
	}
	if len(c.order) != memoSize || len(c.answers) != memoSize {
		t.Fatalf("holds %d, %d", len(c.order), len(c.answers))
	}
}
