// Command livebench drives verification flows whose checks are real: a
// workflow of a passport (its front: a page drawn by doctest with a
// portrait of one of face-api's demo faces), a selfie of the same person
// and a face match, through a running Meridian. With a live key the
// builtin drivers decide (Tesseract reads the zone, the face networks
// find, measure and compare the faces); with a test key the same workflow
// is decided by the mocks. It prints flows per second, the steps' p50 and
// p95, the verdicts, the server's CPU a flow and its memory resident before
// the first flow and at its peak.
//
//	livebench -server http://127.0.0.1:18080 -key sk_live_… -pid PID [-flows 40] [-clients 1,2]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"mime/multipart"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/meridianhq/meridian/bench/loadgen"
	"github.com/meridianhq/meridian/internal/identity/kyc/docread/doctest"
	"github.com/meridianhq/meridian/internal/identity/kyc/face/facetest"
)

var client = &http.Client{Timeout: 5 * time.Minute}

func main() {
	server := flag.String("server", "http://127.0.0.1:18080", "Meridian base URL")
	key := flag.String("key", "", "secret key: sk_live_… for the builtin drivers, sk_test_… for the mocks")
	pid := flag.Int("pid", 0, "server process id, for its CPU and memory")
	flows := flag.Int("flows", 40, "flows per concurrency level")
	clients := flag.String("clients", "1,2", "concurrency levels")
	flag.Parse()
	mode := "test"
	if strings.HasPrefix(*key, "sk_live_") {
		mode = "live"
	}

	fonts, err := doctest.LoadFonts()
	if err != nil {
		log.Fatal(err)
	}
	a := facetest.A()
	passport := doctest.Sample(doctest.TD3, 31)
	passport.Face = a.Crop(400)
	page, err := fonts.Draw(passport)
	if err != nil {
		log.Fatal(err)
	}
	front, err := doctest.Photograph(page, doctest.Clean(), passport.Seed)
	if err != nil {
		log.Fatal(err)
	}
	selfie := facetest.JPEG(facetest.Again(a.Selfie(640), 2))
	frontForm := newForm("image", "front.png", front, map[string]string{"document_type": "passport"})
	selfieForm := newForm("selfie", "selfie.jpg", selfie, nil)

	var wf struct {
		Data struct{ ID string } `json:"data"`
	}
	if code, err := call("POST", *server+"/v1/workflows", *key, map[string]any{"name": "Bench " + mode,
		"stages": []string{"document", "liveness", "face_match"}, "document_types": []string{"passport"},
		"liveness": map[string]any{"active": false}}, &wf); err != nil || code != 201 {
		log.Fatalf("create workflow: %d %v", code, err)
	}

	fmt.Printf("command: livebench -flows %d -clients %s   (%s mode, front %d KB, selfie %d KB, %s)\n", *flows, *clients, mode,
		len(front)>>10, len(selfie)>>10, time.Now().UTC().Format("2006-01-02"))
	fmt.Printf("server resident before the first flow: %s\n", loadgen.Memory(*pid, "VmRSS"))
	fmt.Printf("%-5s %7s %8s %17s %17s %17s %-24s %9s %10s\n", "mode", "clients", "flows/s", "front p50/p95", "selfie p50/p95",
		"complete p50/p95", "verdicts", "CPU/flow", "peak RSS")
	for _, cs := range strings.Split(*clients, ",") {
		c, _ := strconv.Atoi(cs)
		level(mode, *server, *key, wf.Data.ID, *pid, c, *flows, frontForm, selfieForm)
	}
}

// level runs flows flows with c clients and prints a row.
func level(mode, server, key, workflow string, pid, c, flows int, front, selfie form) {
	var mu sync.Mutex
	lat := map[string][]time.Duration{}
	verdicts := map[string]int{}
	work := make(chan struct{}, flows)
	for range flows {
		work <- struct{}{}
	}
	close(work)
	cpu0 := loadgen.CPUMillis(strconv.Itoa(pid))
	start := time.Now()
	var wg sync.WaitGroup
	for range c {
		wg.Go(func() {
			for range work {
				verdict, times, err := flow(server, key, workflow, front, selfie)
				mu.Lock()
				if err != nil {
					verdicts["error"]++
					log.Print(err)
				} else {
					verdicts[verdict]++
					for step, d := range times {
						lat[step] = append(lat[step], d)
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	done := len(lat["complete"])
	var vs []string
	for v, n := range verdicts {
		vs = append(vs, fmt.Sprintf("%s %d", v, n))
	}
	slices.Sort(vs)
	fmt.Printf("%-5s %7d %8.2f %17s %17s %17s %-24s %7.0fms %10s\n", mode, c, float64(done)/elapsed.Seconds(),
		pcts(lat["front"]), pcts(lat["selfie"]), pcts(lat["complete"]), strings.Join(vs, ", "),
		(loadgen.CPUMillis(strconv.Itoa(pid))-cpu0)/float64(max(done, 1)), loadgen.Memory(pid, "VmHWM"))
}

// flow runs one verification and returns its verdict and the steps' times.
func flow(server, key, workflow string, front, selfie form) (string, map[string]time.Duration, error) {
	times := map[string]time.Duration{}
	var created struct {
		ClientToken string `json:"client_token"`
	}
	if code, err := call("POST", server+"/v1/sessions", key, map[string]any{"workflow_id": workflow}, &created); err != nil || code != 201 {
		return "", nil, fmt.Errorf("create session: %d %v", code, err)
	}
	token := created.ClientToken
	for _, s := range []struct {
		name, path string
		f          form
	}{{"front", "document/front", front}, {"selfie", "liveness", selfie}} {
		t0 := time.Now()
		req, _ := http.NewRequest("POST", server+"/v1/client/"+s.path, bytes.NewReader(s.f.body))
		req.Header.Set("Content-Type", s.f.contentType)
		req.Header.Set("X-Client-Token", token)
		res, err := client.Do(req)
		if err != nil {
			return "", nil, err
		}
		res.Body.Close()
		if res.StatusCode >= 300 {
			return "", nil, fmt.Errorf("%s: status %d", s.name, res.StatusCode)
		}
		times[s.name] = time.Since(t0)
	}
	t0 := time.Now()
	req, _ := http.NewRequest("POST", server+"/v1/client/complete", nil)
	req.Header.Set("X-Client-Token", token)
	res, err := client.Do(req)
	if err != nil {
		return "", nil, err
	}
	defer res.Body.Close()
	var out struct {
		Data struct{ Status string } `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode >= 300 {
		return "", nil, fmt.Errorf("complete: status %d %v", res.StatusCode, err)
	}
	times["complete"] = time.Since(t0)
	return out.Data.Status, times, nil
}

// call sends a JSON request with a secret key and decodes the answer.
func call(method, url, key string, body, out any) (int, error) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, url, bytes.NewReader(b))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	return res.StatusCode, json.NewDecoder(res.Body).Decode(out)
}

// form is a multipart body with one file, built once and sent many times.
type form struct {
	body        []byte
	contentType string
}

func newForm(field, name string, file []byte, fields map[string]string) form {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	fw, _ := mw.CreateFormFile(field, name)
	fw.Write(file)
	mw.Close()
	return form{body: b.Bytes(), contentType: mw.FormDataContentType()}
}

func pcts(d []time.Duration) string {
	if len(d) == 0 {
		return "-"
	}
	at := func(p float64) time.Duration { return loadgen.Percentile(d, p).Round(time.Millisecond) }
	return fmt.Sprintf("%s/%s", at(0.5), at(0.95))
}
