# exercise: ex_split_merge
# mistake: The hand-written merge puts the feature axis before the head axis (permute(0, 2, 3, 1), i.e. "(hd h)"), interleaving the heads' features; head i must fill features [i*hd, (i+1)*hd) ("(h hd)": permute(0, 2, 1, 3)).
import torch


def split(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).permute(0, 2, 1, 3)


def merge(t):
    b, h, n, hd = t.shape
    return t.permute(0, 2, 3, 1).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)
