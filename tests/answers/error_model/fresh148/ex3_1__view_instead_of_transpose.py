# exercise: ex3_1
# mistake: Gets the (d_in, d_out) shape with weight.view(d_in, d_out), which only reinterprets the memory instead of transposing it; it needs weight.T (a real transpose).
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        # reuse v1's buffers, just reinterpret v2's weights as (d_in, d_out)
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))
