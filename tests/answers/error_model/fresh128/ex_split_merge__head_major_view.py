# exercise: ex_split_merge
# mistake: The learner splits with x.view(b, num_heads, n, hd) directly, which has the right shape but mixes tokens into heads; split with view(b, n, num_heads, hd).transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
