# exercise: ex_split_merge
# mistake: The learner splits with view(b, n, hd, h).permute(0, 3, 1, 2): the shape is right but head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); the split is view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1 and hd > 1]
from functools import partial


def _split(x, h):
    b, n, d = x.shape
    return x.view(b, n, d // h, h).permute(0, 3, 1, 2)


def _merge(c):
    b, h, n, hd = c.shape
    return c.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    split = partial(_split, h=num_heads)
    return split(x), _merge(context)
