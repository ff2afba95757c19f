# exercise: ex_split_merge
# mistake: Merged the split input `heads` back instead of the given per-head context vectors `context`, so merged just equals x.
import torch


def ex_split_merge(x, num_heads, context):
    b, num_tokens, d_out = x.shape
    head_dim = d_out // num_heads
    heads = x.view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
    context_vec = heads.transpose(1, 2)
    merged = context_vec.contiguous().view(b, num_tokens, d_out)
    return heads, merged
