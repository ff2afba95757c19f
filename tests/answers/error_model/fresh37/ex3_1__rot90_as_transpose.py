# exercise: ex3_1
# mistake: Turns the (d_out, d_in) weights into (d_in, d_out) with torch.rot90, which is a transpose followed by a flip, so rows come out in reverse order; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    flip_layout = lambda w: torch.nn.Parameter(torch.rot90(w.detach()).clone())
    sa_v1.W_query = flip_layout(sa_v2.W_query.weight)
    sa_v1.W_key = flip_layout(sa_v2.W_key.weight)
    sa_v1.W_value = flip_layout(sa_v2.W_value.weight)
    print("shapes:", sa_v1.W_query.shape, sa_v1.W_key.shape)
