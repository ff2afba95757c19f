# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads) and permutes the last axis to the front, so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); split with view(b, n, num_heads, hd).transpose(1, 2).
import torch

def split(x, h):
    b, n, d = x.shape
    return x.view(b, n, d // h, h).permute(0, 3, 1, 2)

def merge(c):
    b, h, n, hd = c.shape
    return c.transpose(1, 2).reshape(b, n, h * hd)

def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)
