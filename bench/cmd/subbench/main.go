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
	"log"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	idle := flag.Duration("idle", 0, "also measure RSS after the subscriptions have been idle this long (the runtime forces a GC every 2 minutes)")
	flag.Parse()
	ctx := context.Background()

	ids := make([]string, *n)
	par(*n, 16, func(i int) { ids[i] = createSession(*server, *key) })
	before := rssKiB(*pid)

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
	time.Sleep(2 * time.Second) // let every subscription register
	after := rssKiB(*pid)
	fmt.Printf("command: subbench -n %d -per-conn %d -changes %d   (%s)\n", *n, *perConn, *changes, time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("%d subscriptions on %d connections open in %s; server RSS %d MiB -> %d MiB: %.1f KiB per idle subscription (its share of connections included)\n",
		*n, len(conns), time.Since(start).Round(time.Millisecond), before>>10, after>>10, float64(after-before)/float64(*n))

	if *idle > 0 {
		time.Sleep(*idle)
		settled := rssKiB(*pid)
		fmt.Printf("after %s idle: server RSS %d MiB: %.1f KiB per idle subscription\n", *idle, settled>>10, float64(settled-before)/float64(*n))
	}
	lat := make([]time.Duration, *changes)
	par(*changes, 8, func(i int) {
		j := i * (*n / *changes)
		req, _ := http.NewRequest("POST", *server+"/v1/sessions/"+ids[j]+"/cancel", nil)
		req.Header.Set("Authorization", "Bearer "+*key)
		res, err := client.Do(req)
		if err != nil {
			log.Fatal(err)
		}
		res.Body.Close()
		committed := time.Now()
		select {
		case at := <-got[j]:
			lat[i] = max(0, at.Sub(committed))
		case <-time.After(10 * time.Second):
			lat[i] = 10 * time.Second
		}
	})
	slices.Sort(lat)
	fmt.Printf("commit to delivery over %d status changes: p50 %s, p99 %s, max %s\n", *changes,
		lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*99/100].Round(10*time.Microsecond), lat[len(lat)-1].Round(10*time.Microsecond))
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
