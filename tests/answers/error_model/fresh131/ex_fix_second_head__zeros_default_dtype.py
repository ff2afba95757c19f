# exercise: ex_fix_second_head
# mistake: The learner preallocates the output with torch.zeros(h, n, n), which is float32 on the CPU whatever the input is, so float64 inputs lose precision and GPU inputs fail; it should use a's dtype and device (or torch.stack). [cond: float64 input or a GPU]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    out = torch.zeros(h, n, n)
    for i in range(h):
        x_i = a[0, i, :, :]
        out[i] = x_i @ x_i.T
    return out
