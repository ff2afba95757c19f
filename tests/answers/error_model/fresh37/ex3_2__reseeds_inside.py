# exercise: ex3_2
# mistake: Calls torch.manual_seed(789) inside the function, so the heads get different weights than the book's (the global seed set before the call, 123); don't reseed, just construct the wrapper.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    torch.manual_seed(789)  # reproducible
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    return mha
