"""Test harness, never product code: run a command as a host without some kernel features would.

    python tests/space_harness.py [--no-landlock] [--no-seccomp] -- COMMAND...

--no-landlock: the three landlock_* calls fail with ENOSYS, as under gVisor or a container
seccomp profile older than Landlock (what a Hugging Face Space most likely answers).
--no-seccomp: loading another seccomp filter fails with ENOSYS (a host without seccomp).
The filter installed here allows everything else and is inherited by every process COMMAND starts.
"""

from __future__ import annotations

import errno
import os
import sys

import pyseccomp as sc

LANDLOCK_CALLS = (444, 445, 446)  # landlock_create_ruleset, _add_rule, _restrict_self (x86-64, arm64)
PR_SET_SECCOMP = 22


def main() -> None:
    args = sys.argv[1:]
    split = args.index("--")
    flags, command = set(args[:split]), args[split + 1:]
    f = sc.SyscallFilter(sc.ALLOW)
    if "--no-landlock" in flags:
        for number in LANDLOCK_CALLS:
            f.add_rule(sc.ERRNO(errno.ENOSYS), number)
    if "--no-seccomp" in flags:
        f.add_rule(sc.ERRNO(errno.ENOSYS), "seccomp")
        f.add_rule(sc.ERRNO(errno.EINVAL), "prctl", sc.Arg(0, sc.EQ, PR_SET_SECCOMP))
    f.load()
    os.execvp(command[0], command)


if __name__ == "__main__":
    main()
