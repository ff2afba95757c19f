# exercise: ex3_2
# mistake: The learner first built a throw-away wrapper to test the shapes, which draws from the seeded RNG, so the returned wrapper does not have the book's weights; build only the returned wrapper.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    # quick check that d_out=1 really gives 2 columns
    trial = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    with torch.no_grad():
        print("trial out:", trial(torch.zeros(2, 6, 3)).shape)
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    return mha
