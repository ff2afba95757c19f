"""Each GPU child's device memory, read from outside the child (NVML): the bound it cannot lift.

A child sets torch's per-process memory fraction before it runs an answer, but that bound lives in
the child's own allocator: an answer can raise it again (``set_per_process_memory_fraction(1.0)``)
or allocate around it (``cudaMalloc`` through ctypes). Children grade concurrently on one GPU, so
one such answer would leave the others' answers "out of memory". The worker therefore reads what
the driver says each child holds, through NVML (which creates no CUDA context, so forking stays
safe), and kills a child over its share, within one watch interval.

Pure ctypes: NVML ships with the driver (libnvidia-ml.so.1), so nothing is installed for it. Where
it is missing or gives no per-process figures, ``GpuWatch.active`` is False and the runner reports
the protection as absent.
"""

from __future__ import annotations

import ctypes

SHARE = 0.25  # of the device's memory, per child: the fraction the child's allocator is given too
CONTEXT_SLACK = 1 << 30  # the CUDA context itself (~0.5 GiB on an H100) is counted by the driver
_NOT_AVAILABLE = (1 << 64) - 1  # NVML_VALUE_NOT_AVAILABLE for usedGpuMemory
_INSUFFICIENT_SIZE = 7


class _ProcessInfo(ctypes.Structure):  # nvmlProcessInfo_v2_t, also what the _v3 call fills
    _fields_ = [("pid", ctypes.c_uint), ("usedGpuMemory", ctypes.c_ulonglong),
                ("gpuInstanceId", ctypes.c_uint), ("computeInstanceId", ctypes.c_uint)]


class _ProcessInfoV1(ctypes.Structure):
    _fields_ = [("pid", ctypes.c_uint), ("usedGpuMemory", ctypes.c_ulonglong)]


class _Memory(ctypes.Structure):
    _fields_ = [("total", ctypes.c_ulonglong), ("free", ctypes.c_ulonglong),
                ("used", ctypes.c_ulonglong)]


class GpuWatch:
    """Per-process device memory over every GPU NVML sees. ``limit`` is one child's share."""

    def __init__(self, library: str = "libnvidia-ml.so.1"):
        self.active = False
        self.limit = 0
        self._handles: list[ctypes.c_void_p] = []
        try:
            self._nvml = ctypes.CDLL(library)
            if self._nvml.nvmlInit_v2() != 0:
                return
            count = ctypes.c_uint(0)
            if self._nvml.nvmlDeviceGetCount_v2(ctypes.byref(count)) != 0 or not count.value:
                return
            total = 0
            for i in range(count.value):
                handle = ctypes.c_void_p()
                if self._nvml.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(handle)) != 0:
                    return
                memory = _Memory()
                if self._nvml.nvmlDeviceGetMemoryInfo(handle, ctypes.byref(memory)) != 0:
                    return
                self._handles.append(handle)
                total = max(total, memory.total)
        except (OSError, AttributeError):  # no driver library, or one too old for these calls
            return
        self._list, self._info = self._process_call()
        if self._list is None:
            return
        self.limit = int(total * SHARE) + CONTEXT_SLACK
        self.active = self.usage() is not None

    def _process_call(self):
        for name, info in (("nvmlDeviceGetComputeRunningProcesses_v3", _ProcessInfo),
                           ("nvmlDeviceGetComputeRunningProcesses_v2", _ProcessInfo),
                           ("nvmlDeviceGetComputeRunningProcesses", _ProcessInfoV1)):
            fn = getattr(self._nvml, name, None)
            if fn is not None:
                return fn, info
        return None, None

    def usage(self) -> dict[int, int] | None:
        """Bytes each process holds (summed over devices); None when NVML cannot say."""
        used: dict[int, int] = {}
        for handle in self._handles:
            count = ctypes.c_uint(0)
            ret = self._list(handle, ctypes.byref(count), None)
            if ret == 0:
                continue  # no process on this device
            if ret != _INSUFFICIENT_SIZE:
                return None
            # Processes may start between the two calls: room for a few more.
            count = ctypes.c_uint(count.value + 8)
            infos = (self._info * count.value)()
            if self._list(handle, ctypes.byref(count), infos) != 0:
                return None
            for p in infos[:count.value]:
                if p.usedGpuMemory == _NOT_AVAILABLE:
                    return None
                used[p.pid] = used.get(p.pid, 0) + p.usedGpuMemory
        return used

    def over(self, pids) -> list[int]:
        """Those of ``pids`` holding more than their share now."""
        used = self.usage() if self.active else None
        if not used:
            return []
        return [pid for pid in pids if used.get(pid, 0) > self.limit]
