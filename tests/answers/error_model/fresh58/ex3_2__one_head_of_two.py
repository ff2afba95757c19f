# exercise: ex3_2
# mistake: The learner builds two heads of size 2 and then keeps only the first one to get output (2, 6, 2), so the module has a single head; it needs two heads of d_out=1 each.
import torch.nn as nn


def ex3_2(MultiHeadAttentionWrapper):
    w = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    # concatenating gives 4 dims, keep one head so the output is 2-dim
    w.heads = nn.ModuleList(list(w.heads)[:1])
    return w
