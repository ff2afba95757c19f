# exercise: ex3_1
# mistake: Copied in the wrong direction: it overwrote sa_v2's Linear weights with sa_v1's matrices (the outputs then agree, but sa_v2 changed); sa_v1's parameters must receive sa_v2's weights, sa_v2 left untouched.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    # quick sanity check
    x = torch.rand(4, sa_v1.W_query.shape[0])
    assert torch.allclose(sa_v1(x), sa_v2(x), atol=1e-6)
