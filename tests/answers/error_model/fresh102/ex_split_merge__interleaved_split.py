# exercise: ex_split_merge
# mistake: The learner split with view(b, n, hd, h) and a permute, so head i gets the interleaved features i, i+h, i+2h, …; head i must hold the contiguous features [i·hd, (i+1)·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, -1)
    return heads, merged
