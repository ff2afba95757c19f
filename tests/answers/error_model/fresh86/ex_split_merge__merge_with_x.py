# exercise: ex_split_merge
# mistake: The learner merges the split input heads back instead of the given context tensor, so merged equals x; the merge must act on context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = heads.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
