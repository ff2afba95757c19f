# exercise: ex_split_merge
# mistake: The learner returns (merged, heads); the statement asks for the pair (heads, merged) in that order.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    split = torch.einsum("bnhd->bhnd", x.view(b, n, num_heads, hd))
    merged = torch.einsum("bhnd->bnhd", context).reshape(b, n, num_heads * hd)
    return merged, split
