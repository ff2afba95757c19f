# exercise: ex_split_merge
# mistake: The split views x directly as (b, num_heads, n, hd), chopping the flat token-major memory into heads, so head 0 holds whole tokens rather than features [0, hd) of every token; view (b, n, h, hd) then transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, d)
    return heads, merged
