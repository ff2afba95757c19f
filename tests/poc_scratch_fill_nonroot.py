"""PoC, NOT FIXED (second security review): without root and without bubblewrap, a child's scratch
folder is a plain folder on the host's disk, bounded per file but not in total.

Setting: the grader runs as an ordinary user in a container that forbids namespaces (the layout
README calls "the inner layer alone", e.g. a hosted Space running as uid 1000). Then
``confine.private_scratch`` returns False (it needs root for its tmpfs), the scratch folder is
``$TMPDIR/attnlab-home-*/attnlab-sandbox-*/tmpXXXX`` on the real filesystem, and the only bounds
are RLIMIT_FSIZE (1 MiB per file) and RLIMIT_NOFILE (64 open at once): the number of files is not
bounded. The answer below writes 1 MiB files until the disk is full; for the 30 s of each answer
(120 s per submission) every other learner's grading, the app's own temporary files and anything
else on that filesystem fail with ENOSPC. The zygote removes the folder when the child is reaped,
so the damage ends with the submission, but it can be repeated by every submission.

As root (this CI) each child gets a 64 MiB / 4,096-inode tmpfs of its own, and under bubblewrap
the whole sandbox's /tmp is a 256 MiB tmpfs, so this does not reproduce there. A fix needs a bound
that does not require privileges: e.g. the zygote (or the runner, which knows the folder) watching
the scratch folder's size and killing the child past a quota, or refusing code answers when
neither root nor bubblewrap is available, as for missing Landlock/seccomp.

Run (as a non-root user, ATTNLAB_NO_BWRAP=1, on a disposable filesystem only):
    python -m attnlab grade tests/poc_scratch_fill_nonroot.py --exercises ex_omega
"""

import os

chunk = b"x" * (2**20 - 1)
i = 0
try:
    while True:
        with open(f"fill{i}", "wb") as f:
            f.write(chunk)
        i += 1
except OSError:
    pass

ex_omega = 0.9544
