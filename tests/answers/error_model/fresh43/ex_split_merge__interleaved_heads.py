# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads) and permutes the last axis to the head axis, so head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); the merge is the matching inverse, so both outputs use the interleaved layout. [cond: only when num_heads > 1]
import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor):
    b, n, d = x.shape
    assert d % num_heads == 0
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)       # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, hd * num_heads)
    return heads, merged
