# exercise: ex_split_merge
# mistake: The learner split with view(b, n, hd, num_heads) and moved the last axis to the front, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd); the split must be view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
