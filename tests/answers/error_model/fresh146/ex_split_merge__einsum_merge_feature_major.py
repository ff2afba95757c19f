# exercise: ex_split_merge
# mistake: The learner merged with np.einsum('bhnd->bndh') before the reshape, which interleaves the heads feature by feature; head i must occupy the contiguous features [i·hd, (i+1)·hd), i.e. 'bhnd->bnhd'.
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    c = context.detach().cpu().numpy()
    m = np.einsum('bhnd->bndh', c).reshape(b, n, num_heads * hd)
    merged = torch.from_numpy(np.ascontiguousarray(m)).to(x.device)
    return heads, merged
