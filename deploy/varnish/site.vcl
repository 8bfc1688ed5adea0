# This installation's part of default.vcl: where HAProxy listens, and who may purge (the servers).

backend haproxy {
    .host = "127.0.0.1";
    .port = "8080";
    # HAProxy answers 200 while at least one server is up (see haproxy.cfg, monitor-uri).
    .probe = {
        .url = "/haproxy/alive";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

acl purgers {
    "127.0.0.1";
    "::1";
}
