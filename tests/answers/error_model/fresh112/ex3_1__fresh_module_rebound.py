# exercise: ex3_1
# mistake: Builds a new SelfAttention_v1 with sa_v2's transposed weights and rebinds the local name sa_v1 (and returns it), so the caller's sa_v1 is never changed; the parameters of the passed-in sa_v1 must be replaced in place.
import torch
from attnlab.modules import SelfAttention_v1


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    sa_v1 = SelfAttention_v1(d_in, d_out)
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
    return sa_v1
