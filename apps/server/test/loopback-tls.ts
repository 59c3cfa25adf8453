// A self-signed certificate for 127.0.0.1/localhost, valid until 2126, made with
// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 -subj /CN=localhost
//   -addext subjectAltName=DNS:localhost,IP:127.0.0.1
// Test-only: the loopback Web Push service serves HTTPS with it (web-push speaks nothing else).

export const LOOPBACK_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5iOyISs/UARhbz+A
tmbDxL/cs5UjhkGulAIvaJhfw1GhRANCAASA7QNWnnrCV6O7M0hS3ikAQvsSqxpR
vtR4wIXx0VnRlc7nKnxBsAa5hX5FN9ynT6fi9uGKj3CEk/oKrC9Ud5Lt
-----END PRIVATE KEY-----`;

export const LOOPBACK_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUeXA0Dyrs/7mfrBC1uNIr8yj7UdAwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMTE1MDcxMloYDzIxMjYxMDI4
MTUwNzEyWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASA7QNWnnrCV6O7M0hS3ikAQvsSqxpRvtR4wIXx0VnRlc7nKnxBsAa5
hX5FN9ynT6fi9uGKj3CEk/oKrC9Ud5Lto28wbTAdBgNVHQ4EFgQU8xYaUtNnfdaK
BhqUysvQbHjdzWkwHwYDVR0jBBgwFoAU8xYaUtNnfdaKBhqUysvQbHjdzWkwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIgY/UFjW36PuYIrXCGaX+vjlXi9vzmiyKsWCR4suD40QICIQCm
bazr+lOUaVGrEu9HT1y6/diEKlhugjjPi6ewsunPDw==
-----END CERTIFICATE-----`;
