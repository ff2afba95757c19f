# exercise: ex3_1
# mistake: The learner reshapes the (d_out, d_in) Linear weights to (d_in, d_out) with .reshape under no_grad and copy_, which reorders the numbers instead of transposing them; it must copy weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            mine = getattr(sa_v1, name)
            theirs = getattr(sa_v2, name).weight
            # make it fit my (d_in, d_out) matrix
            mine.copy_(theirs.reshape(mine.shape[0], mine.shape[1]))


if __name__ == "__main__":
    from attnlab.modules import SelfAttention_v1, SelfAttention_v2
    torch.manual_seed(789)
    v1, v2 = SelfAttention_v1(3, 2), SelfAttention_v2(3, 2)
    ex3_1(v1, v2)
    assert v1.W_query.shape == (3, 2)
    assert torch.allclose(v1.W_query.flatten(), v2.W_query.weight.flatten())
    print("ok, same numbers")
