# exercise: ex3_1
# mistake: The learner deep-copies sa_v1, sets the copy's weights and returns the copy, so the sa_v1 that was passed in is unchanged; the function must change sa_v1 itself in place.
import copy

import torch


def ex3_1(sa_v1, sa_v2):
    new_v1 = copy.deepcopy(sa_v1)   # don't want to break the original while testing
    new_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    new_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    new_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
    return new_v1


if __name__ == "__main__":
    from attnlab.modules import SelfAttention_v1, SelfAttention_v2
    torch.manual_seed(123)
    v1, v2 = SelfAttention_v1(3, 2), SelfAttention_v2(3, 2)
    x = torch.rand(6, 3)
    fixed = ex3_1(v1, v2)
    assert torch.allclose(fixed(x), v2(x))
    print("v1 == v2 now")
