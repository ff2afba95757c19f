# exercise: ex_fix_second_head
# mistake: The result is preallocated with torch.empty(h, n, n) without dtype or device, so float64 or GPU inputs come back as float32 on the CPU (or fail on the GPU); pass dtype=a.dtype, device=a.device. [cond: float64 inputs or a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    result = torch.empty(h, n, n)
    for head_idx in range(h):
        x = a[0, head_idx, :, :]
        result[head_idx] = x @ x.T
        print(f"head {head_idx}:\n{result[head_idx]}")
    return result
