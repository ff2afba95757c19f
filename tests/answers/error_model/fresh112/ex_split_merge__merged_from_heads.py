# exercise: ex_split_merge
# mistake: Merges the split input heads back instead of the given context (so merged is just x); merged must be built from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, num_tokens, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
    context_vec = heads.transpose(1, 2).contiguous().view(b, num_tokens, d)
    return heads, context_vec
