# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) (tokens, features, heads) before reshaping, which interleaves the heads feature by feature; head i must land in the block [i*hd, (i+1)*hd), i.e. transpose(1, 2) then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    assert merged.shape == (b, n, d), merged.shape
    return heads, merged
