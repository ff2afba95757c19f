# exercise: ex3_2
# mistake: The learner returns a tuple (wrapper, output shape on a test batch) instead of the wrapper alone.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    test = torch.rand(2, 6, 3)
    with torch.no_grad():
        shape = tuple(mha(test).shape)
    print("output", shape)
    return mha, shape
