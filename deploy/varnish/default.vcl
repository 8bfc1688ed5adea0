vcl 4.1;

# The site's pages in Varnish (7.1 or later, with varnish-modules for xkey), in front of HAProxy
# and the servers (deploy/haproxy/haproxy.cfg). See docs/operations.md, "Shared caches".
#
# - A page is kept once per cohort (the version set a visitor gets: `stable`, or a canary's),
#   which Varnish asks the servers for once per canary group and consent choice (GET /api/cohort) and keeps until
#   a release step purges `cohorts`; the home page also once per language cookie value. Never
#   per raw Cookie header.
# - A release step or an import purges the surrogate keys the servers name (Surrogate-Key, or
#   xkey) with `PURGE` and the keys in `xkey-purge`, from the addresses in the `purgers` ACL.
#   The purge is soft: while the servers are healthy a purged page is fetched anew before it is
#   served; while they fail it is served stale (stale-if-error), as is any page past its time.
# - What a server answers for one visitor alone (private, no-cache, a cookie) is passed on and
#   never kept.
# - Where TLS ends: in front of Varnish (hitch, or a load balancer that speaks TLS), which reaches
#   it on the listener named `tls` with the PROXY protocol (varnishd -a tls=127.0.0.1:8443,PROXY).
#   A request there came over HTTPS, any other over plain HTTP: Varnish says which in
#   X-Forwarded-Proto, whatever the client sent, and keeps a page once per protocol (the servers
#   send HSTS over HTTPS only).

import std;
import cookie;
import xkey;

# The backend (HAProxy, with a health probe) and the `purgers` ACL of this installation.
include "site.vcl";

sub vcl_recv {
    # These headers are set here alone; whatever a client sent in them is dropped.
    if (req.restarts == 0) {
        unset req.http.X-Site-Cohort;
        unset req.http.X-Site-Language;
        unset req.http.X-Release-Group;
        unset req.http.X-Consent;
        unset req.http.X-Page-Url;
        unset req.http.X-Cohort-Cookie;
        unset req.http.X-Stale-Ok;
    }
    if (local.socket == "tls") {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the surrogate keys in xkey-purge"));
        }
        set req.http.X-Purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.X-Purged + " objects"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Per visitor, or for operators: never kept. A client's own /api/cohort request is its own.
    if (req.url ~ "^/(admin|metrics|health|go/|_preview|api/cohort)") {
        return (pass);
    }

    # While the servers are healthy a page past its time (or purged) is fetched before it is
    # served; while they fail, or once a fetch failed (X-Stale-Ok), it may be served stale for
    # as long as its stale-if-error allows.
    if (std.healthy(req.backend_hint) && !req.http.X-Stale-Ok) {
        set req.grace = 0s;
    } else {
        # Each page's own grace, whatever a first pass set (a restart keeps it).
        set req.grace = 3650d;
    }

    # Assets (the version is in their path), the API's lists, the sitemaps: the URL decides.
    if (req.url ~ "^/(_mf|api)/" || req.url ~ "^/(favicon\.(svg|ico)|robots\.txt|sitemap[^/?]*\.xml)(\?|$)") {
        unset req.http.Cookie;
        return (hash);
    }

    # A page. A preview is one browser's own.
    cookie.parse(req.http.Cookie);
    if (cookie.isset("site_preview")) {
        return (pass);
    }
    if (cookie.get("release_group") ~ "^[0-9]{1,2}$") {
        set req.http.X-Release-Group = cookie.get("release_group");
    }
    # Only a visitor who agreed on the consent banner takes part in experiments: the cohort
    # answer depends on that choice too (see docs/operations.md, "Experiments").
    if (cookie.get("analytics_consent") == "granted") {
        set req.http.X-Consent = "granted";
    }
    # The language cookie decides the home page's language only (the rule's one place:
    # storedLanguageDecides in shared/src/routing/route-table.ts); the servers name this header in
    # the home page's Vary alone, so every other page stays one copy for all languages.
    if (cookie.get("language") ~ "^(de|en)$") {
        set req.http.X-Site-Language = cookie.get("language");
    } else {
        set req.http.X-Site-Language = "none";
    }
    # Only the cookies that choose the page go on to the servers.
    cookie.keep("release_group,language,analytics_consent");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
        unset req.http.Cookie;
    }

    # Campaign tags change nothing on a page: one copy for all of them.
    set req.url = regsuball(req.url, "([?&])(utm_[a-z_]+|gclid|fbclid|msclkid)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&{2,}", "&");
    set req.url = regsub(regsub(req.url, "\?&", "?"), "[?&]$", "");

    if (!req.http.X-Site-Cohort) {
        # First the visitor's cohort (kept per canary group), then the page (see vcl_deliver).
        set req.http.X-Page-Url = req.url;
        set req.url = "/api/cohort";
    }
    return (hash);
}

sub vcl_hash {
    # A page fetched over HTTPS carries HSTS, one over HTTP does not: one copy per protocol.
    hash_data(req.http.X-Forwarded-Proto);
    if (req.url == "/api/cohort") {
        hash_data("release_group=" + req.http.X-Release-Group);
        hash_data("consent=" + req.http.X-Consent);
    }
}

sub vcl_miss {
    # No stale copy after a failed fetch: the servers' own answer (a 503 page with the part that
    # failed, say), passed on as it is.
    if (req.http.X-Stale-Ok) {
        return (pass);
    }
}

sub vcl_backend_fetch {
    # The cohort answer depends on the canary group and the consent alone: the servers see nothing else.
    if (bereq.url == "/api/cohort" && bereq.http.X-Page-Url) {
        unset bereq.http.Cookie;
        if (bereq.http.X-Release-Group) {
            set bereq.http.Cookie = "release_group=" + bereq.http.X-Release-Group;
        }
        if (bereq.http.X-Consent) {
            if (bereq.http.Cookie) {
                set bereq.http.Cookie = bereq.http.Cookie + "; analytics_consent=granted";
            } else {
                set bereq.http.Cookie = "analytics_consent=granted";
            }
        }
    }
    unset bereq.http.X-Consent;
    unset bereq.http.X-Page-Url;
    unset bereq.http.X-Cohort-Cookie;
    unset bereq.http.X-Stale-Ok;
}

sub vcl_backend_response {
    # xkey reads its keys from `xkey`; the servers name them in Surrogate-Key by default.
    if (!beresp.http.xkey && beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # A failed fetch replaces nothing: the stale copy stays, to be served (see vcl_synth).
    if (beresp.status >= 500 && !bereq.uncacheable) {
        return (abandon);
    }
    # stale-if-error: how long a page may be served past its time while the servers fail.
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
    }
}

sub vcl_backend_error {
    # No answer from HAProxy at all: as a 5xx answer, nothing is replaced.
    if (!bereq.uncacheable) {
        return (abandon);
    }
}

sub vcl_synth {
    # A fetch that failed (see vcl_backend_response): once more, allowing a stale copy
    # (stale-if-error); without one, the visitor gets the 503.
    if (resp.status == 503 && !req.http.X-Stale-Ok && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.X-Stale-Ok = "1";
        return (restart);
    }
}

sub vcl_deliver {
    if (req.http.X-Page-Url && !req.http.X-Site-Cohort) {
        # The cohort answer: look the page up with it. Without an answer, the active set.
        if (resp.status == 200 && resp.http.X-Site-Cohort ~ "^[a-z0-9:@+-]{1,200}$") {
            set req.http.X-Site-Cohort = resp.http.X-Site-Cohort;
        } else {
            set req.http.X-Site-Cohort = "stable";
        }
        # A visitor given a canary group now: its cookie goes to the servers and with the page.
        if (resp.http.Set-Cookie ~ "^release_group=[0-9]{1,2};") {
            set req.http.X-Cohort-Cookie = resp.http.Set-Cookie;
            set req.http.X-Release-Group = regsub(resp.http.Set-Cookie, "^release_group=([0-9]{1,2});.*$", "\1");
            if (req.http.Cookie) {
                set req.http.Cookie = req.http.Cookie + "; release_group=" + req.http.X-Release-Group;
            } else {
                set req.http.Cookie = "release_group=" + req.http.X-Release-Group;
            }
        }
        set req.url = req.http.X-Page-Url;
        return (restart);
    }
    if (req.http.X-Cohort-Cookie && !resp.http.Set-Cookie) {
        set resp.http.Set-Cookie = req.http.X-Cohort-Cookie;
    }
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
    unset resp.http.xkey;
}
