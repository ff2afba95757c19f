# exercise: ex3_2
# mistake: Ran the wrapper on its own copy of the batch and returned the (2, 6, 2) output tensor instead of the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                      [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    x = torch.stack((x, x))
    m = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    x = m(x)
    print(x.shape)
    return x
