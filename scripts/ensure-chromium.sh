#!/usr/bin/env bash
# Installs Debian's Chromium for the browser test when the machine lacks it (every new
# machine starts bare). Needs root, or sudo without a password.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser test..."
as_root=()
if [ "$(id -u)" -ne 0 ]; then as_root=(sudo -n); fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
