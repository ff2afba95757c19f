# exercise: ex_split_merge
# mistake: For the merge the learner permutes context to (b, n, hd, h) before flattening, so the features come out interleaved feature-major instead of head i in features [i·hd, (i+1)·hd); it should be transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
