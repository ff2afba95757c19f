# exercise: ex_split_merge
# mistake: When merging, the learner permutes context to (b, n, hd, h) before flattening, so the features are interleaved across heads; it must be (b, n, h, hd) so that head i lands in [i·hd, (i+1)·hd). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.einsum("bhnd->bndh", context).reshape(b, n, -1)
    return heads, merged
