# exercise: ex_split_merge
# mistake: The learner splits with unflatten(-1, (hd, num_heads)) and moves the last axis to the head position, so head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); unflatten to (num_heads, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).flatten(start_dim=2)
    return heads, merged
