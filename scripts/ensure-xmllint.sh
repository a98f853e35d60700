#!/usr/bin/env bash
# Installs Debian's xmllint (libxml2-utils) for the export check when the machine lacks it
# (every new machine starts bare), as ensure-chromium.sh installs Chromium. Needs root, or
# sudo without a password.
set -euo pipefail
if command -v xmllint >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's libxml2-utils (xmllint) for the export check..."
as_root=()
if [ "$(id -u)" -ne 0 ]; then as_root=(sudo -n); fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends libxml2-utils >/dev/null
xmllint --version 2>&1 | head -n 1
