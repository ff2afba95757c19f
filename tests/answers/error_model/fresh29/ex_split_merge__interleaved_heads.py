# exercise: ex_split_merge
# mistake: The learner split with view(b, n, head_dim, num_heads) and moved the last axis to the front, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); merging mirrors the same order. [cond: num_heads > 1 and head_dim > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d_out = x.shape
    head_dim = d_out // num_heads
    heads = x.view(b, n, head_dim, num_heads).permute(0, 3, 1, 2)        # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, head_dim * num_heads)
    return heads, merged
