# exercise: ex_split_merge
# mistake: The learner merged the heads of x back (a round trip that just returns x) instead of merging the given per-head context vectors `context`.
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    arr = x.detach().cpu().numpy().reshape(b, n, num_heads, hd)
    heads_np = np.transpose(arr, (0, 2, 1, 3))
    heads = torch.from_numpy(heads_np.copy()).to(x.device)
    # merge back: undo the transpose, then flatten the heads
    back = np.transpose(heads_np, (0, 2, 1, 3)).reshape(b, n, num_heads * hd)
    merged = torch.from_numpy(back.copy()).to(x.device)
    return heads, merged
