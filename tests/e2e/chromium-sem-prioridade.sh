#!/bin/sh
# Debian's Chromium for the journeys, started without the right to raise its own priority.
# Chromium raises its browser and GPU processes to nice -8 when it may, and root may: the journeys'
# browsers then outranked the panel's tests and every other part of `npm test` (scripts/testar.sh
# runs all but the panel's tests at nice 10, and the panel's took 642 s instead of ~430 s). Without
# CAP_SYS_NICE they keep the priority they were started with.
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
# Dropping a capability takes util-linux's setpriv and CAP_SETPCAP: a user other than root (who may
# not raise a priority anyway), a root whose container dropped it, or a system without setpriv
# starts Chromium as it is.
if setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice true 2>/dev/null; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "$CHROMIUM" "$@"
fi
exec "$CHROMIUM" "$@"
