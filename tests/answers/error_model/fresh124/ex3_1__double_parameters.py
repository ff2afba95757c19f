# exercise: ex3_1
# mistake: The learner converts the copied weights to float64 (to make their own comparison exact), so sa_v1(x) fails on the book's float32 inputs; the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())


if __name__ == "__main__":
    from attnlab.modules import SelfAttention_v1, SelfAttention_v2
    torch.manual_seed(789)
    v1, v2 = SelfAttention_v1(3, 2), SelfAttention_v2(3, 2)
    ex3_1(v1, v2)
    x = torch.rand(6, 3, dtype=torch.float64)
    v2 = v2.double()
    assert torch.allclose(v1(x), v2(x))   # exact in double
    print("equal")
