# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so features are interleaved (feature j of every head side by side) instead of head i occupying [i*hd, (i+1)*hd); use transpose(1, 2) then reshape. [cond: num_heads > 1 and hd > 1]
def split_heads(t, h):
    b, n, d = t.shape
    return t.view(b, n, h, d // h).transpose(1, 2)


def merge_heads(t):
    b, h, n, hd = t.shape
    return t.permute(0, 2, 3, 1).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
