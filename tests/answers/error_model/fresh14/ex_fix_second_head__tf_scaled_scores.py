# exercise: ex_fix_second_head
# mistake: Adds the TF scaled-dot-product habit: every head's scores are divided by √d (e.g. √4 = 2), so they are 1/√d of the batched `a @ a.transpose(2, 3)` the exercise asks to reproduce. Right: no scaling.
import math

import torch


def ex_fix_second_head(a):
    d_k = a.shape[-1]
    # tf.matmul(q, k, transpose_b=True) / tf.math.sqrt(d_k), one head at a time
    return torch.stack([(a[0, i] @ a[0, i].mT) / math.sqrt(d_k) for i in range(a.shape[1])])
