# exercise: ex_split_merge
# mistake: The learner called np.split(a, hd, axis=-1), giving hd pieces of num_heads features, instead of np.split(a, num_heads, axis=-1); this is only right when hd == num_heads. [cond: d // num_heads != num_heads]
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    a = x.detach().cpu().numpy()
    pieces = np.split(a, hd, axis=-1)          # one piece per head
    heads = torch.from_numpy(np.stack(pieces, axis=1)).to(x.device)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
