# exercise: ex_split_merge
# mistake: Merges with context.reshape(b, n, h*hd) without first transposing back to (b, n, h, hd), so the features of different tokens get mixed; it must transpose(1, 2) before reshaping.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.reshape(b, n, -1)
    return heads, merged
