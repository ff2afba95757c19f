# exercise: ex_split_merge
# mistake: The learner writes merged into a module-level buffer reused for every call with the same shape, so a later call overwrites a merged tensor returned earlier; merged must be a fresh tensor each call. [cond: only when called again with the same shapes while an earlier result is still used]
import torch

_out_buffers = {}


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    key = (b, n, num_heads * hd, context.dtype, context.device)
    if key not in _out_buffers:
        _out_buffers[key] = torch.empty(b, n, num_heads * hd, dtype=context.dtype, device=context.device)
    out = _out_buffers[key]
    out.copy_(context.transpose(1, 2).reshape(b, n, num_heads * hd))
    return heads, out
