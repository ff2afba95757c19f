# exercise: ex_split_merge
# mistake: Merges the split input heads back instead of the given context, so merged is just x; it must merge context.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    tou_wei = d // num_heads
    heads = x.view(b, n, num_heads, tou_wei).transpose(1, 2)
    print(heads.shape, context.shape)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * tou_wei)
    return heads, merged
