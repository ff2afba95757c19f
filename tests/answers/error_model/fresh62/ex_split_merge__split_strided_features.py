# exercise: ex_split_merge
# mistake: The split uses view(b, n, hd, num_heads) and then moves the last axis forward, so head i gets the strided features i, i+h, i+2h, ...; it must be view(b, n, num_heads, hd).transpose(1, 2) (contiguous blocks). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # (b, n, hd, h) -> (b, h, n, hd)
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    print("heads:", heads.shape)
    # merge: (b, h, n, hd) -> (b, n, h, hd) -> (b, n, h*hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
