# exercise: ex3_1
# mistake: The learner gives W_key the transposed weight of sa_v2.W_value and W_value that of sa_v2.W_key (the two assignments are swapped); each v1 matrix must take the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    q = sa_v2.W_query.weight.T
    v = sa_v2.W_key.weight.T
    k = sa_v2.W_value.weight.T
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)


if __name__ == "__main__":
    from attnlab.modules import SelfAttention_v1, SelfAttention_v2
    torch.manual_seed(123)
    a, b = SelfAttention_v1(3, 2), SelfAttention_v2(3, 2)
    ex3_1(a, b)
    # shapes ok?
    assert a.W_query.shape == (3, 2) and a.W_key.shape == (3, 2) and a.W_value.shape == (3, 2)
    print("all three copied")
