#include "pulse_curl.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The libcurl entry points Pulse uses, filled in once by `load`.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int ready = 0;
static char failure[256];

/// Copies a symbol's address into a function pointer without the object-to-function
/// pointer cast ISO C leaves undefined.
static int bind_symbol(void *library, const char *name, void *slot) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) return 0;
    memcpy(slot, &symbol, sizeof symbol);
    return 1;
}

/// Opens libcurl without GnuTLS's implicit set-up. Debian's libcurl (the OpenSSL one) still
/// loads GnuTLS, for RTMP and LDAP, which Pulse never speaks (a transfer is limited to HTTP
/// and HTTPS); GnuTLS's load-time constructor would set up its whole stack and p11-kit's
/// modules anyway, resident for the whole run (design/measurements.md). The variable is
/// GnuTLS's documented way to skip that (an explicit
/// gnutls_global_init still works); it is set only around the dlopen, and only when the
/// user has not set it. Safe because this runs before any transfer thread exists (see
/// pulse_curl_load), when nothing else can be reading the environment.
static void *open_library(void) {
    static const char skip[] = "GNUTLS_NO_IMPLICIT_INIT";
    int setHere = getenv(skip) == NULL && setenv(skip, "1", 0) == 0;
    // The soname of libcurl 7 and 8 alike; RTLD_LOCAL keeps its symbols out of the global
    // namespace. Never unloaded: the TLS stack does not support it.
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (setHere) unsetenv(skip);
    return library;
}

/// OpenSSL's own set-up, before libcurl's, without the tables of error strings: libcurl
/// asks for them, and they take heap for the whole run (design/measurements.md), but only
/// a text for an error buffer or verbose output reads them, and
/// Pulse reads neither: a failure is its CURLcode. The configuration file is still loaded,
/// so a system's TLS policy holds. A libcurl built on another TLS library has no such
/// function among its dependencies, and this does nothing.
static void prepare_openssl(void *library) {
    int (*init_ssl)(uint64_t options, const void *settings) = NULL;
    if (!bind_symbol(library, "OPENSSL_init_ssl", &init_ssl)) return;
    // OpenSSL 1.1 and 3: OPENSSL_INIT_NO_LOAD_CRYPTO_STRINGS, OPENSSL_INIT_LOAD_CONFIG,
    // OPENSSL_INIT_NO_LOAD_SSL_STRINGS. Each part runs once, so libcurl's later call with
    // the strings asked for finds them settled.
    const uint64_t options = 0x00000001L | 0x00000040L | 0x00100000L;
    (void)init_ssl(options, NULL);
}

static void load(void) {
    void *library = open_library();
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libcurl.so.4 could not be loaded");
        return;
    }
    int bound = bind_symbol(library, "curl_global_init", &api.global_init) && bind_symbol(library, "curl_easy_init", &api.easy_init)
        && bind_symbol(library, "curl_easy_cleanup", &api.easy_cleanup)
        && bind_symbol(library, "curl_easy_perform", &api.easy_perform)
        && bind_symbol(library, "curl_easy_setopt", &api.easy_setopt)
        && bind_symbol(library, "curl_easy_getinfo", &api.easy_getinfo)
        && bind_symbol(library, "curl_slist_append", &api.slist_append)
        && bind_symbol(library, "curl_slist_free_all", &api.slist_free_all);
    if (!bound) {
        snprintf(failure, sizeof failure, "libcurl.so.4 lacks a function Pulse uses");
        return;
    }
    prepare_openssl(library);
    if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(failure, sizeof failure, "libcurl's global set-up failed");
        return;
    }
    ready = 1;
}

const char *pulse_curl_load_error(void) { return failure[0] ? failure : NULL; }

int pulse_curl_load(void) {
    pthread_once(&once, load);
    return ready ? 0 : -1;
}

CURL *pulse_curl_easy_init(void) { return ready ? api.easy_init() : NULL; }
void pulse_curl_easy_cleanup(CURL *handle) { if (ready && handle) api.easy_cleanup(handle); }
CURLcode pulse_curl_easy_perform(CURL *handle) { return ready ? api.easy_perform(handle) : CURLE_FAILED_INIT; }

struct curl_slist *pulse_curl_slist_append(struct curl_slist *list, const char *text) {
    return ready ? api.slist_append(list, text) : list;
}

void pulse_curl_slist_free_all(struct curl_slist *list) { if (ready && list) api.slist_free_all(list); }

CURLcode pulse_curl_setopt_long(CURL *h, CURLoption o, long v) { return api.easy_setopt(h, o, v); }
CURLcode pulse_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return api.easy_setopt(h, o, v); }
CURLcode pulse_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return api.easy_setopt(h, o, v); }
CURLcode pulse_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return api.easy_setopt(h, o, v); }
CURLcode pulse_curl_setopt_write(CURL *h, pulse_curl_data_callback f) {
    return api.easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
CURLcode pulse_curl_setopt_header(CURL *h, pulse_curl_data_callback f) {
    return api.easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}
CURLcode pulse_curl_setopt_progress(CURL *h, pulse_curl_progress_callback f) {
    return api.easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f);
}

long pulse_curl_response_code(CURL *h) {
    long code = 0;
    if (api.easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code) != CURLE_OK) return 0;
    return code;
}
