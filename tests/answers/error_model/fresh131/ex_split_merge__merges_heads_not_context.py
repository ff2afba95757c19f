# exercise: ex_split_merge
# mistake: The learner merges the split input `heads` back (which just gives x again) instead of merging the `context` tensor that was passed in.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    print("context", context.shape)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    assert torch.equal(merged, x)  # round trip works
    return heads, merged
