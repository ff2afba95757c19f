# exercise: ex_split_merge
# mistake: The split views x as (b, n, hd, h) and moves the last axis forward, so head i gets the features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); view as (b, n, h, hd) and transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
