# exercise: ex_split_merge
# mistake: The learner split with reshape(b, n, hd, num_heads) and moved the last axis forward, so head i gets every num_heads-th feature instead of the contiguous block [i·hd, (i+1)·hd); the split must be reshape(b, n, num_heads, hd).
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    a = x.detach().cpu().numpy()
    h = a.reshape(b, n, hd, num_heads).transpose(0, 3, 1, 2)   # (b, heads, n, hd)
    heads = torch.from_numpy(np.ascontiguousarray(h)).to(x.device)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
