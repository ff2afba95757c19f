# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, h) and moves the last axis forward, so head i gets the strided features i, i+h, i+2h, ...; head i must hold the contiguous block [i*hd, (i+1)*hd) (view(b, n, h, hd).transpose(1, 2)).
import torch


def split_heads(x, num_heads):
    b, n, d = x.shape
    hd = d // num_heads
    return x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)


def merge_heads(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
