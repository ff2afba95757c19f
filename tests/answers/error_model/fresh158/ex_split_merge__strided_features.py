# exercise: ex_split_merge
# mistake: The learner viewed as (b, n, hd, h) and permuted, so head i gets the strided features i, i+h, i+2h, ... instead of the contiguous block [i*hd, (i+1)*hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, d)
    return heads, merged
