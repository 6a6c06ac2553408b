// Command kycbench drives complete verification flows through a running
// Meridian — create, client session, document front, back, liveness,
// complete (verdict inline) — at increasing concurrency, and prints flows
// per second, per-request p50/p99 and the server's peak RSS. With
// -baseline it runs the same flows against the floor server (benchserver
// -kind bare-kyc) beside Meridian at each level, -rounds times with the
// order alternating, and prints the median ratio.
// Then it has 50 clients upload 10 MiB images at once and prints the peak
// RSS again.
//
//	kycbench -server http://127.0.0.1:18080 -key sk_test_… -pid PID [-flows 300] [-clients 1,8,32] [-baseline URL -baseline-pid PID [-rounds N]]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"log"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/meridianhq/meridian/bench/dbstats"
	"github.com/meridianhq/meridian/bench/loadgen"
)

var client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}, Timeout: 2 * time.Minute}

type timing struct {
	mu  sync.Mutex
	lat map[string][]time.Duration
}

func (t *timing) add(step string, d time.Duration) {
	t.mu.Lock()
	t.lat[step] = append(t.lat[step], d)
	t.mu.Unlock()
}

func main() {
	server := flag.String("server", "http://127.0.0.1:18080", "Meridian base URL")
	key := flag.String("key", "sk_test_benchbenchbenchbench", "secret key")
	pid := flag.Int("pid", 0, "server process id, for its peak RSS")
	baseline := flag.String("baseline", "", "base URL of a baseline server (benchserver -kind bare-kyc) run after Meridian at each level")
	baselinePID := flag.Int("baseline-pid", 0, "the baseline's process id")
	flows := flag.Int("flows", 300, "flows per concurrency level")
	clientsFlag := flag.String("clients", "1,8,32", "concurrency levels")
	db := flag.String("db", "", "label for the database in the output")
	big := flag.Bool("big", true, "then 50 concurrent 10 MiB uploads")
	warmup := flag.Int("warmup", 100, "untimed flows on each server first, at the highest concurrency (connections opened, caches filled)")
	pgURL := flag.String("stats-database", "", "the servers' PostgreSQL database, to print the statements of each level (pg_stat_statements)")
	debug := flag.String("debug", "", "base URL of Meridian's -pprof address, to print its round trips and queries per flow")
	rounds := flag.Int("rounds", 1, "with -baseline, rounds of Meridian and the floor at each level, alternating which goes first; the ratio is their median")
	flag.Parse()
	stats, err := dbstats.Open(*pgURL, *debug)
	if err != nil {
		log.Fatal(err)
	}
	floorStats, _ := dbstats.Open(*pgURL, "")
	img := noisyPNG(200 << 10)
	f := newForm(img, map[string]string{"document_type": "id_card"})
	fmt.Printf("command: kycbench -flows %d -clients %s   (on %s, image %d KB, %s)\n", *flows, *clientsFlag, *db, len(img)>>10, time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("%-9s %7s %8s %9s %9s %9s %9s %9s %9s %10s %18s\n", "server", "clients", "flows/s", "create", "front", "back", "liveness", "complete", "worst p99", "peak RSS", "CPU ms/flow s+db+lg")
	levels := loadgen.Levels(*clientsFlag)
	if *warmup > 0 {
		warm(*server, *key, slices.Max(levels), *warmup, f)
		if *baseline != "" {
			warm(*baseline, *key, slices.Max(levels), *warmup, f)
		}
	}
	for _, c := range levels {
		if *baseline == "" {
			level("Meridian", *server, *key, *pid, c, *flows, f, stats)
			continue
		}
		// The database work is printed for the first round only.
		firstOnly := func(r int, s *dbstats.Stats) *dbstats.Stats {
			if r > 0 {
				return nil
			}
			return s
		}
		ratios := loadgen.Rounds(*rounds,
			func(r int) float64 { return level("Meridian", *server, *key, *pid, c, *flows, f, firstOnly(r, stats)) },
			func(r int) float64 {
				return level("floor", *baseline, *key, *baselinePID, c, *flows, f, firstOnly(r, floorStats))
			})
		fmt.Printf("%-9s %7d %8.2f  (Meridian's flows/s over the floor's%s)\n", "ratio", c, loadgen.Median(ratios), loadgen.RoundsNote(ratios))
	}
	fmt.Println("(per-step columns are p50; worst p99 is the highest p99 of any step, the client session GET included)")
	if *big {
		bigUploads(*server, *key, *pid)
	}
	if n := failures.Load(); n > 0 {
		log.Fatalf("%d flows failed", n)
	}
	fmt.Println("every flow completed with its verdict")
}

// warm runs flows untimed flows with c clients against server, so that
// the first level does not pay for opening connections and filling the
// server's and the database's caches.
func warm(server, key string, c, flows int, f form) {
	t := &timing{lat: map[string][]time.Duration{}}
	if r := loadgen.Run(c, flows, func(int) error { return flow(server, key, f, t) }); r.Errors > 0 {
		log.Fatalf("warm-up against %s: %d flows failed", server, r.Errors)
	}
}

// failures counts the flows that failed, over every level.
var failures atomic.Int64

// level runs flows complete flows with c clients against server, prints a
// row (then the database work per flow that stats can read, unless stats
// is nil) and returns
// the flows per second.
func level(name, server, key string, pid, c, flows int, f form, stats *dbstats.Stats) float64 {
	t := &timing{lat: map[string][]time.Duration{}}
	var mark dbstats.Mark
	if stats != nil {
		mark = stats.Start()
	}
	cpu0 := cpuNow(pid)
	start := time.Now()
	if r := loadgen.Run(c, flows, func(int) error { return flow(server, key, f, t) }); r.Errors > 0 {
		failures.Add(int64(r.Errors))
		fmt.Printf("%s: %d of %d flows failed\n", name, r.Errors, flows)
	}
	spent := cpuNow(pid).sub(cpu0)
	rate := float64(len(t.lat["complete"])) / time.Since(start).Seconds()
	worst := time.Duration(0)
	row := fmt.Sprintf("%-9s %7d %8.1f", name, c, rate)
	for _, step := range []string{"create", "front", "back", "liveness", "complete"} {
		row += fmt.Sprintf(" %9s", pct(t.lat[step], 0.5))
	}
	for _, lat := range t.lat {
		worst = max(worst, pct(lat, 0.99))
	}
	n := float64(len(t.lat["complete"]))
	fmt.Printf("%s %9s %10s %18s\n", row, worst, rss(pid), fmt.Sprintf("%.1f+%.1f+%.1f", spent.server/n, spent.db/n, spent.self/n))
	if stats == nil {
		return rate
	}
	if r := stats.Since(mark, int(n), 12); r.RoundTrips+r.Statements > 0 {
		r.Print("flow")
	}
	return rate
}

// cpu is CPU time in milliseconds: the server's, PostgreSQL's (every
// process named postgres) and this process's.
type cpu struct{ server, db, self float64 }

func (c cpu) sub(o cpu) cpu { return cpu{c.server - o.server, c.db - o.db, c.self - o.self} }

// cpuNow reads the CPU times from /proc (zeros where it cannot).
func cpuNow(server int) cpu {
	c := cpu{server: loadgen.CPUMillis(strconv.Itoa(server)), self: loadgen.CPUMillis("self")}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		if comm, err := os.ReadFile("/proc/" + e.Name() + "/comm"); err == nil && strings.TrimSpace(string(comm)) == "postgres" {
			c.db += loadgen.CPUMillis(e.Name())
		}
	}
	return c
}

// bigUploads has 50 clients upload a 10 MiB image each, at once.
func bigUploads(server, key string, pid int) {
	head := noisyPNG(300 << 10)
	big := append(head, make([]byte, 10<<20-64<<10-len(head))...)
	f := newForm(big, map[string]string{"document_type": "passport"})
	var wg sync.WaitGroup
	codes := make([]int, 50)
	start := time.Now()
	for i := range 50 {
		wg.Go(func() {
			token, err := newSession(server, key)
			if err != nil {
				log.Print(err)
				return
			}
			codes[i], _ = upload(server, token, "document/front", f)
		})
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		if c == 200 {
			ok++
		} else if c != 0 {
			log.Printf("10 MiB upload answered %d", c)
		}
	}
	fmt.Printf("50 concurrent 10 MiB uploads: %d accepted in %s, server peak RSS %s\n", ok, time.Since(start).Round(time.Millisecond), rss(pid))
}

func pct(d []time.Duration, p float64) time.Duration {
	return loadgen.Percentile(d, p).Round(100 * time.Microsecond)
}

// rss is the process's peak resident set (VmHWM).
func rss(pid int) string { return loadgen.Memory(pid, "VmHWM") }

// noisyPNG makes a PNG of about size bytes (noise does not compress).
func noisyPNG(size int) []byte {
	side := 200
	for side*side < size {
		side += 10
	}
	img := image.NewGray(image.Rect(0, 0, side, side))
	for i := range img.Pix {
		img.Pix[i] = byte(rand.IntN(256))
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func newSession(server, key string) (string, error) {
	req, _ := http.NewRequest("POST", server+"/v1/sessions", strings.NewReader(`{}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var out struct {
		ClientToken string `json:"client_token"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 201 {
		return "", fmt.Errorf("create session: %d %v", res.StatusCode, err)
	}
	return out.ClientToken, nil
}

// form is a multipart body with an image, built once and sent many times.
type form struct {
	body        []byte
	contentType string
}

func newForm(img []byte, fields map[string]string) form {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	fw, _ := mw.CreateFormFile("image", "photo.png")
	fw.Write(img)
	mw.Close()
	return form{body: b.Bytes(), contentType: mw.FormDataContentType()}
}

func upload(server, token, step string, f form) (int, error) {
	req, _ := http.NewRequest("POST", server+"/v1/client/"+step, bytes.NewReader(f.body))
	req.Header.Set("Content-Type", f.contentType)
	req.Header.Set("X-Client-Token", token)
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, nil
}

func flow(server, key string, f form, t *timing) error {
	step := func(name string, fn func() (int, error)) error {
		start := time.Now()
		code, err := fn()
		t.add(name, time.Since(start))
		if err == nil && code >= 300 {
			err = fmt.Errorf("%s: status %d", name, code)
		}
		return err
	}
	var token string
	if err := step("create", func() (int, error) {
		var err error
		token, err = newSession(server, key)
		return 201, err
	}); err != nil {
		return err
	}
	if err := step("session", func() (int, error) {
		req, _ := http.NewRequest("GET", server+"/v1/client/session", nil)
		req.Header.Set("X-Client-Token", token)
		res, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode, nil
	}); err != nil {
		return err
	}
	for _, s := range []struct{ name, path string }{{"front", "document/front"}, {"back", "document/back"}, {"liveness", "liveness"}} {
		if err := step(s.name, func() (int, error) {
			return upload(server, token, s.path, f)
		}); err != nil {
			return err
		}
	}
	return step("complete", func() (int, error) {
		req, _ := http.NewRequest("POST", server+"/v1/client/complete", nil)
		req.Header.Set("X-Client-Token", token)
		res, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		var out struct {
			Data struct{ Status string } `json:"data"`
		}
		json.NewDecoder(res.Body).Decode(&out)
		res.Body.Close()
		if out.Data.Status != "approved" {
			return 0, fmt.Errorf("verdict %q", out.Data.Status)
		}
		return res.StatusCode, nil
	})
}
