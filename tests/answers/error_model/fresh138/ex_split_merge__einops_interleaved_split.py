# exercise: ex_split_merge
# mistake: The learner split with the pattern 'b n (hd h) -> b h n hd' (view(b, n, hd, h)), so head i gets the strided features i, i+h, …; head i must hold the contiguous features [i·hd, (i+1)·hd), i.e. view(b, n, h, hd). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # 'b n (hd h) -> b h n hd'
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
