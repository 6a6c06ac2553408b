-- POSTs the JSON body in $BODY, with Authorization: Bearer $KEY when set.
wrk.method = "POST"
wrk.body = os.getenv("BODY")
wrk.headers["Content-Type"] = "application/json"
local key = os.getenv("KEY")
if key and key ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. key
end
