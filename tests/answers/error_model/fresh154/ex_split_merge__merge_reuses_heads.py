# exercise: ex_split_merge
# mistake: The learner merges the split input heads instead of the context argument, so merged is just x again; the merge must be applied to context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # merge back: (b, h, n, hd) -> (b, n, h, hd) -> (b, n, d)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return heads, merged
