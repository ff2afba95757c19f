# exercise: ex_split_merge
# mistake: The learner splits the features as (hd, num_heads) and permutes, so head i gets features i, i+h, i+2h, …; head i must hold the contiguous block [i·hd, (i+1)·hd), i.e. view(b, n, num_heads, hd). [cond: only when num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # "b n (d h) -> b h n d"
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    # "b h n d -> b n (h d)"
    merged = torch.einsum("bhnd->bnhd", context).reshape(b, n, num_heads * hd)
    return heads, merged
