# exercise: ex3_2
# mistake: Kept the answer's 2 heads of size 2 and appended an nn.Linear(4, 2) to project down to 2 dimensions, returning an nn.Sequential; the exercise wants the wrapper itself with d_out=1 per head, no extra layer.
import torch.nn as nn


def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    heads = MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)   # -> (2, 6, 4)
    # reduce the concatenated 4 dims to 2
    return nn.Sequential(heads, nn.Linear(2 * d_out, 2, bias=False))
