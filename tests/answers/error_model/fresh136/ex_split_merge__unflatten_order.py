# exercise: ex_split_merge
# mistake: Split with x.unflatten(-1, (hd, num_heads)) and permuted the last axis to the heads, so head i gets features i, i+h, ... (interleaved) instead of the block [i·hd, (i+1)·hd); unflatten must be (num_heads, hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
