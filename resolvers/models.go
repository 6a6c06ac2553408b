package resolvers

import (
	"github.com/meridianhq/meridian/graph/model"
	"github.com/meridianhq/meridian/internal/customers"
)

func customerOf(c *customers.Customer) *model.Customer {
	return &model.Customer{ID: c.ID, FirstName: c.FirstName, LastName: c.LastName, Email: c.Email, Country: c.Country,
		Status: c.Status, Tier: int32(c.Tier), CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
