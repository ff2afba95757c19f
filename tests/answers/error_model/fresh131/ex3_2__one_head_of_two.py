# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1 (d_out=1, num_heads=2).
import torch


def ex3_2(MultiHeadAttentionWrapper):
    # try: MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2) -> last dim 4, too big
    m = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
    x = torch.rand(2, 6, 3)
    print(m(x).shape)
    return m
