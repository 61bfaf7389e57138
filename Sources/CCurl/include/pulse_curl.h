// The C seam to libcurl. libcurl is loaded with dlopen on the first transfer, not linked:
// linked, it and its TLS, Kerberos and LDAP libraries would be resident in every run,
// including the many that never fetch anything (a Clock without weather, the Stopwatch;
// design/measurements.md). curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call,
// so each argument type gets a typed wrapper.
#ifndef PULSE_CURL_H
#define PULSE_CURL_H
#include <curl/curl.h>

/// Loads libcurl and runs its global set-up, once; 0 when it is ready, -1 when it cannot
/// be loaded (then every call below fails harmlessly). Call before any transfer thread.
int pulse_curl_load(void);
/// Why the load failed (the loader's message), or NULL when it did not fail.
const char *pulse_curl_load_error(void);

CURL *pulse_curl_easy_init(void);
void pulse_curl_easy_cleanup(CURL *handle);
CURLcode pulse_curl_easy_perform(CURL *handle);
struct curl_slist *pulse_curl_slist_append(struct curl_slist *list, const char *text);
void pulse_curl_slist_free_all(struct curl_slist *list);

CURLcode pulse_curl_setopt_long(CURL *h, CURLoption o, long v);
CURLcode pulse_curl_setopt_string(CURL *h, CURLoption o, const char *v);
CURLcode pulse_curl_setopt_pointer(CURL *h, CURLoption o, void *v);
CURLcode pulse_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v);

typedef size_t (*pulse_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*pulse_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                            curl_off_t ulnow);

CURLcode pulse_curl_setopt_write(CURL *h, pulse_curl_data_callback f);
CURLcode pulse_curl_setopt_header(CURL *h, pulse_curl_data_callback f);
CURLcode pulse_curl_setopt_progress(CURL *h, pulse_curl_progress_callback f);

/// The response code of the last transfer on `h`, or 0.
long pulse_curl_response_code(CURL *h);
#endif
