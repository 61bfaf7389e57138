// The C seam to libcurl: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift
// cannot call, so each argument type gets a typed wrapper.
#ifndef PULSE_CCURL_SHIM_H
#define PULSE_CCURL_SHIM_H
#include <curl/curl.h>

static inline CURLcode pulse_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pulse_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pulse_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pulse_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }

typedef size_t (*pulse_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*pulse_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode pulse_curl_setopt_write(CURL *h, pulse_curl_data_callback f) { return curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, f); }
static inline CURLcode pulse_curl_setopt_header(CURL *h, pulse_curl_data_callback f) { return curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, f); }
static inline CURLcode pulse_curl_setopt_progress(CURL *h, pulse_curl_progress_callback f) { return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f); }

static inline long pulse_curl_response_code(CURL *h) {
    long code = 0;
    if (curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code) != CURLE_OK) return 0;
    return code;
}

static inline long pulse_curl_global_init(void) { return (long)curl_global_init(CURL_GLOBAL_DEFAULT); }
#endif
