# exercise: ex3_2
# mistake: The learner drew a random test batch with torch.rand before building the wrapper, which consumes the global random generator, so the heads do not get the book's weights for the seed; the wrapper must be built first (or the check done without drawing).
import torch


def ex3_2(MultiHeadAttentionWrapper):
    test_batch = torch.rand(2, 6, 3)
    d_out_per_head = 1
    mha = MultiHeadAttentionWrapper(3, d_out_per_head, 6, 0.0, num_heads=2)
    print(mha(test_batch).shape)
    return mha
