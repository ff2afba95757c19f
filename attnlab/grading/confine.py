"""OS-level confinement for a process about to run untrusted code (Linux).

Applied by the sandbox child to itself, in this order, right before it runs a submission:
1. resource limits: CPU seconds, address space, file size, open files, no core dumps;
2. Landlock (kernel >= 5.13): read-only access to the Python installation and system libraries,
   read-write to its own scratch directory, nothing else: no other submissions, no home folders,
   no /proc of other processes; on newer kernels also no TCP and no signals outside the sandbox;
3. seccomp: no fork (threads are fine), no exec, no sockets, no ptrace, and kill/tgkill only
   towards itself.
Each step reports whether it took effect, so the grader can say which protections are active.
"""

from __future__ import annotations

import ctypes
import errno
import os
import platform
import resource
import signal
import struct
import sys
import sysconfig

PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2

_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long


def set_limits(cpu_seconds: int, memory_bytes: int, file_bytes: int, open_files: int = 64) -> None:
    """Hard resource limits. Writing past ``file_bytes`` fails with EFBIG instead of killing."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
    if memory_bytes >= 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    resource.setrlimit(resource.RLIMIT_FSIZE, (file_bytes, file_bytes))
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _no_new_privs() -> None:
    if _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(NO_NEW_PRIVS) failed")


# --- Landlock --------------------------------------------------------------------------------------

_LANDLOCK_CREATE, _LANDLOCK_ADD_RULE, _LANDLOCK_RESTRICT = 444, 445, 446  # same on x86_64/arm64
_READ = (1 << 0) | (1 << 2) | (1 << 3)  # EXECUTE, READ_FILE, READ_DIR
_READ_FILE_ONLY = (1 << 0) | (1 << 2)


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64)]


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when unavailable."""
    if sys.platform != "linux":
        return 0
    version = _libc.syscall(_LANDLOCK_CREATE, None, 0, 1)  # LANDLOCK_CREATE_RULESET_VERSION
    return max(0, int(version))


def readable_roots() -> list[str]:
    """Directories the child may read: the interpreter, its libraries, system libraries."""
    paths = {sys.prefix, sys.base_prefix, sys.exec_prefix, sysconfig.get_paths()["stdlib"],
             sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"],
             "/usr/lib", "/usr/lib64", "/usr/local/lib", "/lib", "/lib64", "/usr/share/zoneinfo"}
    for p in sys.path:
        if p and os.path.isdir(p) and ("site-packages" in p or "dist-packages" in p):
            paths.add(p)
    return sorted(p for p in paths if os.path.isdir(p))


def apply_landlock(writable_dir: str, devices: bool = False) -> int:
    """Restrict the filesystem (and TCP, signals where supported). Returns the ABI used, 0 if none."""
    abi = landlock_abi()
    if abi < 1:
        return 0
    handled_fs = (1 << 13) - 1  # ABI 1: EXECUTE .. MAKE_SYM
    if abi >= 2:
        handled_fs |= 1 << 13  # REFER
    if abi >= 3:
        handled_fs |= 1 << 14  # TRUNCATE
    if abi >= 5:
        handled_fs |= 1 << 15  # IOCTL_DEV
    attr = _RulesetAttr(handled_fs, 3 if abi >= 4 else 0, 3 if abi >= 6 else 0)
    size = 24 if abi >= 6 else (16 if abi >= 4 else 8)
    ruleset = _libc.syscall(_LANDLOCK_CREATE, ctypes.byref(attr), size, 0)
    if ruleset < 0:
        raise OSError(ctypes.get_errno(), "landlock_create_ruleset failed")
    try:
        rules = [(p, _READ) for p in readable_roots()]
        rules += [(writable_dir, handled_fs), ("/dev/null", _READ_FILE_ONLY | (1 << 1))]
        if devices:  # a GPU job: the driver's device files and its /proc and /sys entries
            gpu_io = _READ | (1 << 1) | ((1 << 15) if abi >= 5 else 0)
            rules += [(p, gpu_io) for p in ("/dev", "/proc/driver", "/sys") if os.path.isdir(p)]
        for path, access in rules:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            try:
                rule = _PathBeneath(access & handled_fs, fd)
                if _libc.syscall(_LANDLOCK_ADD_RULE, ruleset, 1, ctypes.byref(rule), 0) != 0:
                    raise OSError(ctypes.get_errno(), f"landlock_add_rule({path}) failed")
            finally:
                os.close(fd)
        _no_new_privs()
        if _libc.syscall(_LANDLOCK_RESTRICT, ruleset, 0) != 0:
            raise OSError(ctypes.get_errno(), "landlock_restrict_self failed")
    finally:
        os.close(ruleset)
    return abi


# --- seccomp ---------------------------------------------------------------------------------------

_ARCH = {  # audit arch, syscall numbers
    "x86_64": (0xC000003E, dict(fork=57, vfork=58, execve=59, execveat=322, clone=56, clone3=435,
                                kill=62, tkill=200, tgkill=234, ptrace=101, socket=41,
                                socketpair=53, process_vm_readv=310, process_vm_writev=311)),
    "aarch64": (0xC00000B7, dict(execve=221, execveat=281, clone=220, clone3=435, kill=129,
                                 tkill=130, tgkill=131, ptrace=117, socket=198, socketpair=199,
                                 process_vm_readv=270, process_vm_writev=271)),
}
_CLONE_THREAD = 0x00010000
_RET_ALLOW = 0x7FFF0000
_RET_KILL = 0x80000000


def _ret_errno(code: int) -> int:
    return 0x00050000 | code


def _bpf(code: int, jt: int, jf: int, k: int) -> bytes:
    return struct.pack("HBBI", code, jt, jf, k & 0xFFFFFFFF)


def _seccomp_program(pid: int) -> bytes:
    arch, nr = _ARCH[platform.machine()]
    LD, JEQ, JSET, RET = 0x20, 0x15, 0x45, 0x06
    deny = [nr[n] for n in ("fork", "vfork", "execve", "execveat", "ptrace", "socket",
                            "socketpair", "process_vm_readv", "process_vm_writev") if n in nr]
    prog = [_bpf(LD, 0, 0, 4), _bpf(JEQ, 1, 0, arch), _bpf(RET, 0, 0, _RET_KILL),
            _bpf(LD, 0, 0, 0)]
    if platform.machine() == "x86_64":  # x32 syscall numbers would bypass every check below
        prog += [_bpf(0x35, 0, 1, 0x40000000), _bpf(RET, 0, 0, _ret_errno(errno.EPERM))]
    for number in deny:
        prog += [_bpf(JEQ, 0, 1, number), _bpf(RET, 0, 0, _ret_errno(errno.EPERM))]
    # clone3 cannot be inspected (its flags sit behind a pointer): ENOSYS makes libc fall back
    # to clone, whose flags we can check.
    prog += [_bpf(JEQ, 0, 1, nr["clone3"]), _bpf(RET, 0, 0, _ret_errno(errno.ENOSYS))]
    # clone: threads (CLONE_THREAD) only.
    prog += [_bpf(JEQ, 0, 4, nr["clone"]), _bpf(LD, 0, 0, 16), _bpf(JSET, 1, 0, _CLONE_THREAD),
             _bpf(RET, 0, 0, _ret_errno(errno.EPERM)), _bpf(RET, 0, 0, _RET_ALLOW)]
    # kill(pid, sig) and tgkill(tgid, tid, sig): only towards ourselves (arg 0 == our pid).
    for name in ("kill", "tgkill"):
        prog += [_bpf(JEQ, 0, 4, nr[name]), _bpf(LD, 0, 0, 16), _bpf(JEQ, 1, 0, pid),
                 _bpf(RET, 0, 0, _ret_errno(errno.EPERM)), _bpf(RET, 0, 0, _RET_ALLOW)]
    prog += [_bpf(JEQ, 0, 1, nr["tkill"]), _bpf(RET, 0, 0, _ret_errno(errno.EPERM))]
    prog.append(_bpf(RET, 0, 0, _RET_ALLOW))
    return b"".join(prog)


def seccomp_supported() -> bool:
    return sys.platform == "linux" and platform.machine() in _ARCH


def apply_seccomp() -> bool:
    """Install the filter on this process (and threads it starts later). False if unsupported."""
    if not seccomp_supported():
        return False
    program = _seccomp_program(os.getpid())
    count = len(program) // 8
    buf = ctypes.create_string_buffer(program, len(program))

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = SockFprog(count, ctypes.cast(buf, ctypes.c_void_p))
    _no_new_privs()
    if _libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(SECCOMP) failed")
    return True
