# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting the head axis last (innermost, as column-major code would lay it out), so feature f of the merged vector is head f % h, not head f // hd; transpose to (b, n, h, hd) before reshaping. [cond: only when hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
