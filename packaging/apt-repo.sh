#!/bin/sh
# make apt-repo: Pulse's own signed apt repository, as static files for any web host.
#   apt-repo.sh OUT KEY DEB...
# Adds each DEB to OUT's pool (what is there already stays: a repository keeps the versions
# it published), indexes the pool for amd64 and arm64 and signs the index with KEY, a key
# of the caller's GnuPG keyring named by its fingerprint. It writes
#   OUT/pool/main/p/pulse/*.deb
#   OUT/dists/stable/main/binary-{amd64,arm64}/Packages{,.xz}
#   OUT/dists/stable/{Release,Release.gpg,InRelease}
#   OUT/pulse.asc                 the public key users put in /etc/apt/keyrings
# The key is checked first: Ed25519, or RSA of 3072 bits or more, with every self-signature
# made with SHA-256 or stronger. Debian 13's apt checks signatures with sqv, which refuses
# RSA-1024 and SHA-1 bindings, so a repository signed with such a key would install on
# Debian 12 and stop updating on 13. A weaker key is refused here, before anything is
# written. The signatures use SHA-512.
#   apt-repo.sh --check-key KEY   only the checks of KEY, before the package is built
set -eu
if [ "${1:-}" = --check-key ] && [ $# -eq 2 ]; then
    out=""
    key=$2
    shift 2
else
    [ $# -ge 3 ] || { echo "usage: apt-repo.sh OUT KEY DEB... | apt-repo.sh --check-key KEY" >&2; exit 2; }
    out=$1
    key=$2
    shift 2
fi
refuse() {
    echo "make apt-repo: $*" >&2
    exit 1
}
[ -n "$key" ] || refuse "name the signing key: make apt-repo APT_KEY=FINGERPRINT (a key of your GnuPG keyring;" \
    "no key is kept in the repository)"
for deb in "$@"; do
    [ -f "$deb" ] || refuse "no package $deb"
done

# The one key KEY names, with its secret part here to sign with.
secret=$(gpg --batch --with-colons --list-secret-keys -- "$key" 2> /dev/null) ||
    refuse "no secret key '$key' in the GnuPG keyring${GNUPGHOME:+ $GNUPGHOME} (gpg --list-secret-keys shows them)"
[ "$(echo "$secret" | grep -c '^sec:')" -eq 1 ] || refuse "'$key' names more than one key: give its whole fingerprint"
fingerprint=$(echo "$secret" | awk -F: '$1 == "fpr" { print $10; exit }')
# The key's validity (field 2) and what the whole key can do (field 12: S, sign).
state=$(gpg --batch --with-colons --list-keys -- "$fingerprint" 2> /dev/null | awk -F: '$1 == "pub" { print $2, $12; exit }')
case "$state" in
    e\ *) refuse "the key $fingerprint has expired: extend it (gpg --quick-set-expire $fingerprint 2y) and publish" \
        "pulse.asc again, as packaging/README.md says" ;;
    r\ *) refuse "the key $fingerprint is revoked: sign with a new key, as packaging/README.md says" ;;
    *S*) ;;
    *) refuse "the key $fingerprint cannot sign (no key or subkey of it is for signing)" ;;
esac

# Each key and subkey that is still good (not revoked or expired: field 2), and each
# signature the key made on itself (issuer field 13 is its fingerprint or field 5 its ID):
# field 4 is the algorithm (1 RSA, 22 EdDSA), 3 the size, 17 the curve, 16 a signature's
# hash (8 SHA-256, 9 SHA-384, 10 SHA-512).
weak=$(gpg --batch --with-colons --list-sigs -- "$fingerprint" | awk -F: -v fpr="$fingerprint" '
    $1 == "pub" { id = $5 }
    ($1 == "pub" || $1 == "sub") && $2 != "r" && $2 != "e" {
        if (!(($4 == 1 && $3 >= 3072) || ($4 == 22 && $17 == "ed25519")))
            printf "%s key %s: %s\n", ($1 == "pub" ? "the" : "the subkey"), $5,
                ($4 == 1 ? "RSA of " $3 " bits" : $17 != "" ? $17 : "algorithm " $4)
    }
    $1 == "sig" && ($13 == fpr || $5 == id) && $16 != 8 && $16 != 9 && $16 != 10 {
        printf "a self-signature (class %s) made with %s\n", $11, ($16 == 2 ? "SHA-1" : "hash algorithm " $16)
    }')
[ -z "$weak" ] || refuse "the key $fingerprint is weaker than this repository is signed with:
$(echo "$weak" | sed 's/^/  /')
Debian 13's apt (sqv) refuses SHA-1 self-signatures and RSA-1024; this repository asks for Ed25519, or RSA of
3072 bits or more, with every self-signature SHA-256 or stronger, so that it stays valid as long as the key is.
Make one (gpg --quick-gen-key 'NAME <MAIL>' ed25519 sign 2y) and publish it as packaging/README.md says."

[ -n "$out" ] || exit 0

# A published file never changes: mirrors and caches keep it by its name.
pool=$out/pool/main/p/pulse
mkdir -p "$pool"
for deb in "$@"; do
    there=$pool/$(basename "$deb")
    if [ -e "$there" ]; then
        cmp -s "$deb" "$there" || refuse "$there is published already with other contents: give the package a new version"
    else
        cp "$deb" "$there.new"
        mv "$there.new" "$there"
    fi
done

dist=$out/dists/stable
for arch in amd64 arm64; do
    mkdir -p "$dist/main/binary-$arch"
    (cd "$out" && apt-ftparchive --md5=no --sha1=no --arch "$arch" packages pool) > "$dist/main/binary-$arch/Packages"
    xz -9 -k -f "$dist/main/binary-$arch/Packages"
done
# The Release file lists the files below it, so the old one and its signatures go first.
rm -f "$dist/Release" "$dist/Release.gpg" "$dist/InRelease"
release=$(cd "$dist" && apt-ftparchive --md5=no --sha1=no \
    -o APT::FTPArchive::Release::Origin=Pulse -o APT::FTPArchive::Release::Label=Pulse \
    -o APT::FTPArchive::Release::Suite=stable -o APT::FTPArchive::Release::Codename=stable \
    -o APT::FTPArchive::Release::Architectures="amd64 arm64" -o APT::FTPArchive::Release::Components=main \
    -o APT::FTPArchive::Release::Description="Pulse, a terminal ambient display" release .)
echo "$release" > "$dist/Release"
gpg --batch --yes --local-user "$fingerprint" --digest-algo SHA512 --armor --detach-sign \
    --output "$dist/Release.gpg" "$dist/Release"
gpg --batch --yes --local-user "$fingerprint" --digest-algo SHA512 --clearsign --output "$dist/InRelease" "$dist/Release"
gpg --batch --armor --export-options export-minimal --export "$fingerprint" > "$out/pulse.asc"
echo "made the apt repository $out, signed by $fingerprint; its pool: $(ls "$pool" | tr '\n' ' ')"
