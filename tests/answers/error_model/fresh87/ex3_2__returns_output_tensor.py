# exercise: ex3_2
# mistake: The learner builds the right wrapper but returns its output on a random batch (a (2, 6, 2) tensor) instead of the module itself; the function must return the wrapper.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    batch = torch.rand(2, 6, 3)
    out = mha(batch)
    print(out.shape)  # torch.Size([2, 6, 2])
    return out
