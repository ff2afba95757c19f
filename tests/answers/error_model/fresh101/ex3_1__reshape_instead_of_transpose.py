# exercise: ex3_1
# mistake: Turns the (d_out, d_in) Linear weights into (d_in, d_out) with .reshape, which reorders the numbers instead of transposing; the right thing is .T (the transpose).
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), Linear stores (d_out, d_in)
    d_out, d_in = sa_v2.W_query.weight.shape
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.reshape(d_in, d_out).clone())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.reshape(d_in, d_out).clone())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.reshape(d_in, d_out).clone())
