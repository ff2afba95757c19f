# exercise: ex_split_merge
# mistake: For the merge the learner used permute(0, 2, 3, 1) (b, n, hd, h) before reshaping, so the heads' features are interleaved; the merge must be transpose(1, 2) to (b, n, h, hd) so that head i fills features [i·hd, (i+1)·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
