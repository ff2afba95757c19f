# exercise: ex3_2
# mistake: The learner ran the wrapper on the book's batch and returned the (2, 6, 2) context tensor instead of the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    x = torch.tensor(
        [[0.43, 0.15, 0.89],
         [0.55, 0.87, 0.66],
         [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33],
         [0.77, 0.25, 0.10],
         [0.05, 0.80, 0.55]])
    batch = torch.stack((x, x), dim=0)
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    z = mha(batch)
    print(z.shape)  # torch.Size([2, 6, 2])
    return z
