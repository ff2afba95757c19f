# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1 (num_heads=2, d_out=1) as the statement asks.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
    # check the shape
    x = torch.rand(2, 6, 3)
    print(mha(x).shape)  # torch.Size([2, 6, 2])  ok
    return mha
