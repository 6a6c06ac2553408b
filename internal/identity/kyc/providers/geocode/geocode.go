// Package geocode checks an address against a Nominatim-compatible
// geocoder (OpenStreetMap's Nominatim, self-hosted or a provider's): the
// geocode_lookup method finds the address (a structured /search), the
// device_location method holds the device's position against it (the
// distance to the address found, and the country /reverse finds there).
// A proof-of-address document is for a person to read; this driver counts
// it as neither passed nor failed.
package geocode

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/meridianhq/meridian/internal/identity/kyc/providers"
)

// Address is the address check over a geocoder at a base URL.
type Address struct {
	base   string
	client *http.Client
}

var _ providers.Address = (*Address)(nil)

// New returns the check over the geocoder at base (its /search and
// /reverse answer Nominatim's jsonv2), called through client.
func New(base string, client *http.Client) *Address {
	return &Address{base: strings.TrimRight(base, "/"), client: client}
}

// DefaultMaxDistanceKm is how far from the address found the device may
// be when a workflow sets no distance.
const DefaultMaxDistanceKm = 25.0

// Methods, as workflows name them.
const (
	methodGeocode = "geocode_lookup"
	methodDevice  = "device_location"
)

// Verify runs each method performed and scores the address with their
// mean; it passes when every method run passes. A geocoder that cannot be
// reached, or answers anything but JSON, is an error (the job retries).
func (a *Address) Verify(ctx context.Context, in providers.AddressInput, _ providers.Hints) (providers.AddressResult, error) {
	var scores []float64
	passed := true
	var found *place
	if slices.Contains(in.Methods, methodGeocode) || slices.Contains(in.Methods, methodDevice) {
		p, err := a.search(ctx, in)
		if err != nil {
			return providers.AddressResult{}, err
		}
		found = p
	}
	if slices.Contains(in.Methods, methodGeocode) {
		s := found.precision()
		scores, passed = append(scores, s), passed && s >= 0.8
	}
	if slices.Contains(in.Methods, methodDevice) && in.Latitude != nil && in.Longitude != nil {
		country, err := a.reverse(ctx, *in.Latitude, *in.Longitude)
		if err != nil {
			return providers.AddressResult{}, err
		}
		limit := in.MaxDistanceKm
		if limit <= 0 {
			limit = DefaultMaxDistanceKm
		}
		s := 0.0
		if found != nil && strings.EqualFold(country, in.Country) {
			// Full marks within a tenth of the limit, none past it.
			d := distanceKm(found.lat, found.lon, *in.Latitude, *in.Longitude)
			s = math.Round(clamp01(1-(d-limit/10)/(limit*0.9))*1000) / 1000
		}
		scores, passed = append(scores, s), passed && s > 0
	}
	if len(scores) == 0 {
		return providers.AddressResult{}, nil // nothing this driver can check
	}
	sum := 0.0
	for _, s := range scores {
		sum += s
	}
	return providers.AddressResult{Score: math.Round(sum/float64(len(scores))*1000) / 1000, Passed: passed}, nil
}

// place is a geocoder's answer.
type place struct {
	lat, lon  float64
	placeRank int
}

// precision scores how closely the geocoder found the address: a house
// or a building 1, a street 0.8, a neighbourhood 0.5, a town 0.3, nothing
// 0 (Nominatim's place_rank: 30 an address point, 26–27 a street, 17–25 a
// suburb or village, 13–16 a town or city).
func (p *place) precision() float64 {
	switch {
	case p == nil:
		return 0
	case p.placeRank >= 28:
		return 1
	case p.placeRank >= 26:
		return 0.8
	case p.placeRank >= 17:
		return 0.5
	case p.placeRank >= 13:
		return 0.3
	}
	return 0
}

// maxAnswer bounds a geocoder's answer.
const maxAnswer = 1 << 20

func (a *Address) get(ctx context.Context, path string, q url.Values, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.base+path+"?"+q.Encode(), nil)
	if err != nil {
		return err
	}
	req.Header.Set("User-Agent", "Meridian-Address-Check/1")
	req.Header.Set("Accept", "application/json")
	res, err := a.client.Do(req)
	if err != nil {
		return fmt.Errorf("the geocoder: %w", err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer+1))
	if err != nil {
		return fmt.Errorf("the geocoder: %w", err)
	}
	if res.StatusCode != http.StatusOK || len(data) > maxAnswer {
		return fmt.Errorf("the geocoder answered %d (%d bytes)", res.StatusCode, len(data))
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the geocoder answered no JSON it speaks: %w", err)
	}
	return nil
}

// search finds the address (nil when the geocoder finds nothing).
func (a *Address) search(ctx context.Context, in providers.AddressInput) (*place, error) {
	q := url.Values{"format": {"jsonv2"}, "limit": {"1"}, "street": {in.Line1}, "city": {in.City},
		"countrycodes": {strings.ToLower(in.Country)}}
	var answer []struct {
		Lat       string `json:"lat"`
		Lon       string `json:"lon"`
		PlaceRank int    `json:"place_rank"`
	}
	if err := a.get(ctx, "/search", q, &answer); err != nil {
		return nil, err
	}
	if len(answer) == 0 {
		return nil, nil
	}
	lat, err1 := strconv.ParseFloat(answer[0].Lat, 64)
	lon, err2 := strconv.ParseFloat(answer[0].Lon, 64)
	if err1 != nil || err2 != nil || math.Abs(lat) > 90 || math.Abs(lon) > 180 {
		return nil, fmt.Errorf("the geocoder answered a position that is none (%q, %q)", answer[0].Lat, answer[0].Lon)
	}
	return &place{lat: lat, lon: lon, placeRank: answer[0].PlaceRank}, nil
}

// reverse returns the country (ISO 3166-1 alpha-2) at a position, "" when
// the geocoder knows none (the sea).
func (a *Address) reverse(ctx context.Context, lat, lon float64) (string, error) {
	q := url.Values{"format": {"jsonv2"}, "lat": {strconv.FormatFloat(lat, 'f', 6, 64)}, "lon": {strconv.FormatFloat(lon, 'f', 6, 64)},
		"zoom": {"3"}}
	var answer struct {
		Error   string `json:"error"`
		Address struct {
			CountryCode string `json:"country_code"`
		} `json:"address"`
	}
	if err := a.get(ctx, "/reverse", q, &answer); err != nil {
		return "", err
	}
	return answer.Address.CountryCode, nil
}

// distanceKm is the great-circle distance between two positions.
func distanceKm(lat1, lon1, lat2, lon2 float64) float64 {
	const earth = 6371.0088
	rad := math.Pi / 180
	dlat, dlon := (lat2-lat1)*rad, (lon2-lon1)*rad
	h := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * earth * math.Asin(math.Min(1, math.Sqrt(h)))
}

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }
