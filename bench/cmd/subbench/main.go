// Command subbench opens N concurrent verdictUpdated subscriptions against
// a running Meridian (one graphql-transport-ws connection each), measures
// the server's resident memory per idle subscription, then changes the
// status of some of the sessions (cancel over REST) and measures the time
// from the commit (the REST call's return) to the subscription message.
//
//	subbench -server http://127.0.0.1:18080 -pid PID [-n 5000] [-changes 300]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

var client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}, Timeout: time.Minute}

type msg struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

func main() {
	server := flag.String("server", "http://127.0.0.1:18080", "Meridian base URL")
	key := flag.String("key", "sk_test_benchbenchbenchbench", "secret key")
	pid := flag.Int("pid", 0, "server process id")
	n := flag.Int("n", 5000, "subscriptions")
	changes := flag.Int("changes", 300, "sessions whose status changes")
	perConn := flag.Int("per-conn", 1, "subscriptions multiplexed on each connection")
	debug := flag.String("debug", "", "the server's debug address (benchserver -pprof): also report its live heap and stacks after a collection")
	idle := flag.Duration("idle", 0, "also measure RSS after the subscriptions have been idle this long (the runtime forces a GC every 2 minutes)")
	flag.Parse()
	ctx := context.Background()

	ids := make([]string, *n)
	par(*n, 16, func(i int) { ids[i] = createSession(*server, *key) })
	before, liveBefore := rssKiB(*pid), liveKiB(*debug)
	goroutinesBefore := goroutines(*debug)

	// got[i] receives the arrival time of subscription i's messages.
	got := make([]chan time.Time, *n)
	for i := range got {
		got[i] = make(chan time.Time, 4)
	}
	conns := make([]*websocket.Conn, (*n+*perConn-1) / *perConn)
	ws := "ws" + strings.TrimPrefix(*server, "http") + "/graphql"
	start := time.Now()
	par(len(conns), 32, func(ci int) {
		c, _, err := websocket.Dial(ctx, ws, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
		if err != nil {
			log.Fatal(err)
		}
		init, _ := json.Marshal(map[string]string{"authorization": "Bearer " + *key})
		wsjson.Write(ctx, c, msg{Type: "connection_init", Payload: init})
		var ack msg
		if err := wsjson.Read(ctx, c, &ack); err != nil || ack.Type != "connection_ack" {
			log.Fatalf("init: %v %s", err, ack.Type)
		}
		for i := ci * *perConn; i < min(*n, (ci+1)**perConn); i++ {
			q, _ := json.Marshal(map[string]any{"query": `subscription($id: ID!) { verdictUpdated(sessionId: $id) { id status } }`,
				"variables": map[string]string{"id": ids[i]}})
			wsjson.Write(ctx, c, msg{ID: strconv.Itoa(i), Type: "subscribe", Payload: q})
		}
		go func() {
			for {
				var m msg
				if err := wsjson.Read(ctx, c, &m); err != nil {
					return
				}
				if i, err := strconv.Atoi(m.ID); err == nil && m.Type == "next" {
					got[i] <- time.Now()
				}
			}
		}()
		conns[ci] = c
	})
	// Each subscription first sends the session as it is: wait for all of
	// them, so that a status change is timed by the message it causes.
	for i := range got {
		select {
		case <-got[i]:
		case <-time.After(30 * time.Second):
			log.Fatalf("subscription %d sent no first message", i)
		}
	}
	time.Sleep(2 * time.Second) // let the server settle
	after := rssKiB(*pid)
	fmt.Printf("command: subbench -n %d -per-conn %d -changes %d   (%s)\n", *n, *perConn, *changes, time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("%d subscriptions on %d connections open in %s; server RSS %d MiB -> %d MiB: %.1f KiB per idle subscription (its share of connections included)\n",
		*n, len(conns), time.Since(start).Round(time.Millisecond), before>>10, after>>10, float64(after-before)/float64(*n))
	if liveBefore.heap > 0 {
		live := liveKiB(*debug)
		per := func(before, after int) float64 { return float64(after-before) / float64(*n) }
		fmt.Printf("after a collection: live heap %d MiB -> %d MiB, goroutine stacks %d MiB -> %d MiB: %.1f + %.1f KiB per idle subscription; %.2f goroutines per subscription\n",
			liveBefore.heap>>10, live.heap>>10, liveBefore.stacks>>10, live.stacks>>10,
			per(liveBefore.heap, live.heap), per(liveBefore.stacks, live.stacks),
			float64(goroutines(*debug)-goroutinesBefore)/float64(*n))
	}

	if *idle > 0 {
		time.Sleep(*idle)
		settled := rssKiB(*pid)
		fmt.Printf("after %s idle: server RSS %d MiB: %.1f KiB per idle subscription\n", *idle, settled>>10, float64(settled-before)/float64(*n))
	}
	// A message is timed from the REST call's start: the commit happens
	// within the call, and the message often arrives before the call's
	// answer does, so the time is an upper bound of commit to delivery.
	lat := make([]time.Duration, *changes)
	var early atomic.Int64 // messages that arrived before their call's answer
	par(*changes, 8, func(i int) {
		j := i * (*n / *changes)
		req, _ := http.NewRequest("POST", *server+"/v1/sessions/"+ids[j]+"/cancel", nil)
		req.Header.Set("Authorization", "Bearer "+*key)
		sent := time.Now()
		res, err := client.Do(req)
		if err != nil {
			log.Fatal(err)
		}
		res.Body.Close()
		answered := time.Now()
		select {
		case at := <-got[j]:
			lat[i] = at.Sub(sent)
			if at.Before(answered) {
				early.Add(1)
			}
		case <-time.After(10 * time.Second):
			lat[i] = 10 * time.Second
		}
	})
	slices.Sort(lat)
	fmt.Printf("REST call to delivery over %d status changes: p50 %s, p99 %s, max %s (%d delivered before the call's answer)\n", *changes,
		lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*99/100].Round(10*time.Microsecond), lat[len(lat)-1].Round(10*time.Microsecond), early.Load())
	lost := 0
	for _, l := range lat {
		if l >= 10*time.Second {
			lost++
		}
	}
	if lost > 0 {
		fmt.Printf("%d status changes never reached their subscription\n", lost)
	}
	for _, c := range conns {
		c.CloseNow()
	}
}

func par(n, workers int, fn func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			for i := range next {
				fn(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

func createSession(server, key string) string {
	req, _ := http.NewRequest("POST", server+"/v1/sessions", strings.NewReader(`{"expires_in": 3600}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Data struct{ ID string } `json:"data"`
	}
	json.NewDecoder(res.Body).Decode(&out)
	return out.Data.ID
}

// liveKiB is the server's heap in use and its goroutine stacks right after
// two collections (it asks for each through the heap profile's gc=1, then
// reads expvar's memstats; the second frees what sync.Pools kept through
// the first), or zero without a debug address: what RSS holds beyond that
// is garbage the collector's headroom lets wait.
func liveKiB(addr string) (live struct{ heap, stacks int }) {
	if addr == "" {
		return live
	}
	for range 2 {
		res, err := http.Get("http://" + addr + "/debug/pprof/heap?gc=1")
		if err != nil {
			log.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
	}
	res, err := http.Get("http://" + addr + "/debug/vars")
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	var vars struct {
		Memstats struct{ HeapAlloc, StackInuse uint64 }
	}
	if err := json.NewDecoder(res.Body).Decode(&vars); err != nil {
		log.Fatal(err)
	}
	live.heap, live.stacks = int(vars.Memstats.HeapAlloc>>10), int(vars.Memstats.StackInuse>>10)
	return live
}

// goroutines is the server's number of goroutines (its goroutine profile's
// total), or 0 without a debug address.
func goroutines(addr string) int {
	if addr == "" {
		return 0
	}
	res, err := http.Get("http://" + addr + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	var n int
	fmt.Fscanf(res.Body, "goroutine profile: total %d", &n)
	return n
}

func rssKiB(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, _ := strconv.Atoi(strings.Fields(line)[1])
			return kb
		}
	}
	return 0
}
