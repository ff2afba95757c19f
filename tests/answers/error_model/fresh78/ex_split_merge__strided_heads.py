# exercise: ex_split_merge
# mistake: The learner splits with reshape(b, n, hd, h) and moves the last axis forward, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); the split is view(b, n, h, hd).transpose(1, 2).
def split(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, d // h, h).permute(0, 3, 1, 2)


def merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)
