# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), which iterates over the batch axis, not the heads, giving shape (h, n, b*hd); it should concatenate context[:, i] over the heads.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # like MultiHeadAttentionWrapper: concatenate the heads
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
