# exercise: ex_split_merge
# mistake: The learner split with view(b, n, hd, num_heads) and permuted, so head i gets features i, i+h, i+2h, ... (interleaved) instead of the block [i*hd, (i+1)*hd); view must be (b, n, num_heads, hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
