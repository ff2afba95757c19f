# exercise: ex_split_merge
# mistake: Splits the heads with NumPy and returns heads as a numpy.ndarray (and .numpy() fails for CUDA inputs or inputs that require grad); heads must be a torch tensor on x's device.
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    arr = x.numpy().reshape(b, n, num_heads, hd)
    heads = np.transpose(arr, (0, 2, 1, 3))
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
